// Counts the pairs i < j whose values add up to the target.
#include <iostream>
#include <unordered_map>
#include <vector>

// Each value pairs with every earlier value that completes the target.
long long countPairs(const std::vector<long long>& values, long long target) {
    std::unordered_map<long long, long long> seen;
    long long pairs = 0;
    for (long long value : values) {
        auto match = seen.find(target - value);
        if (match != seen.end()) pairs += match->second;
        ++seen[value];
    }
    return pairs;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::size_t count = 0;
    long long target = 0;
    if (!(std::cin >> count >> target)) {
        std::cerr << "expected the count and the target\n";
        return 1;
    }
    std::vector<long long> values(count);
    for (auto& value : values) {
        if (!(std::cin >> value)) {
            std::cerr << "expected " << count << " values\n";
            return 1;
        }
    }
    std::cout << countPairs(values, target) << '\n';
    return 0;
}
