// Prints how many distinct values the list holds.
#include <algorithm>
#include <iostream>
#include <vector>

// Sorting puts equal values next to each other; unique keeps one of each.
std::size_t countDistinct(std::vector<long long> values) {
    std::sort(values.begin(), values.end());
    return static_cast<std::size_t>(std::unique(values.begin(), values.end()) - values.begin());
}

int main() {
    std::ios::sync_with_stdio(false);
    std::size_t count = 0;
    if (!(std::cin >> count)) {
        std::cerr << "expected the count\n";
        return 1;
    }
    std::vector<long long> values(count);
    for (auto& value : values) {
        if (!(std::cin >> value)) {
            std::cerr << "expected " << count << " values\n";
            return 1;
        }
    }
    std::cout << countDistinct(values) << '\n';
    return 0;
}
