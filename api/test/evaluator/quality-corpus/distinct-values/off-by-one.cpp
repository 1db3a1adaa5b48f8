// Prints how many distinct values the list holds.
#include <algorithm>
#include <iostream>
#include <vector>

// Counts the places where the sorted values change.
std::size_t countDistinct(std::vector<long long> values) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    std::size_t changes = 1;
    for (std::size_t index = 1; index + 1 < values.size(); ++index) {
        if (values[index] != values[index - 1]) ++changes;
    }
    return changes;
}

int main() {
    std::size_t count = 0;
    if (!(std::cin >> count)) return 1;
    std::vector<long long> values(count);
    for (auto& value : values) std::cin >> value;
    std::cout << countDistinct(values) << '\n';
    return 0;
}
