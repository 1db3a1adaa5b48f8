// Counts the pairs i < j whose values add up to the target.
#include <iostream>
#include <vector>

// Tries every pair.
long long countPairs(const std::vector<long long>& values, long long target) {
    long long pairs = 0;
    for (std::size_t first = 0; first < values.size(); ++first) {
        for (std::size_t second = first + 1; second < values.size(); ++second) {
            if (values[first] + values[second] == target) ++pairs;
        }
    }
    return pairs;
}

int main() {
    std::size_t count = 0;
    long long target = 0;
    if (!(std::cin >> count >> target)) return 1;
    std::vector<long long> values(count);
    for (auto& value : values) std::cin >> value;
    std::cout << countPairs(values, target) << '\n';
    return 0;
}
