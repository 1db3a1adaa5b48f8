// Prints how many distinct values the list holds.
#include <algorithm>
#include <iostream>
#include <vector>

// Counts the places where the sorted values change.
std::size_t countDistinct(std::vector<long long> values) {
    std::sort(values.begin(), values.end());
    long long previous = values.at(0);
    std::size_t changes = 1;
    for (std::size_t index = 1; index < values.size(); ++index) {
        if (values[index] != previous) ++changes;
        previous = values[index];
    }
    return changes;
}

int main() {
    std::size_t count = 0;
    std::cin >> count;
    std::vector<long long> values(count);
    for (auto& value : values) std::cin >> value;
    std::cout << countDistinct(values) << '\n';
    return 0;
}
