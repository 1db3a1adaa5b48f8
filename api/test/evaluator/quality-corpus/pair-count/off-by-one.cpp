// Counts the pairs i < j whose values add up to the target.
#include <iostream>
#include <unordered_map>
#include <vector>

// Each value pairs with every earlier value that completes the target.
long long countPairs(const std::vector<long long>& values, long long target) {
    std::unordered_map<long long, long long> seen;
    long long pairs = 0;
    for (long long value : values) {
        ++seen[value];
        auto match = seen.find(target - value);
        if (match != seen.end()) pairs += match->second;
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
