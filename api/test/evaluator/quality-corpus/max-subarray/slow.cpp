// Prints the largest sum of a contiguous run of values (the empty run counts as 0).
#include <algorithm>
#include <iostream>
#include <vector>

// Tries every start and every end.
long long maxSubarraySum(const std::vector<long long>& values) {
    long long best = 0;
    for (std::size_t start = 0; start < values.size(); ++start) {
        for (std::size_t end = start; end < values.size(); ++end) {
            long long total = 0;
            for (std::size_t index = start; index <= end; ++index) total += values[index];
            best = std::max(best, total);
        }
    }
    return best;
}

int main() {
    std::size_t count = 0;
    if (!(std::cin >> count)) return 1;
    std::vector<long long> values(count);
    for (auto& value : values) std::cin >> value;
    std::cout << maxSubarraySum(values) << '\n';
    return 0;
}
