// Prints the largest sum of a contiguous run of values (the empty run counts as 0).
#include <algorithm>
#include <iostream>
#include <vector>

// Kadane's scan: the best run ending here either extends the previous one or starts afresh.
long long maxSubarraySum(const std::vector<long long>& values) {
    long long best = 0;
    long long endingHere = 0;
    for (long long value : values) {
        endingHere = std::max(0LL, endingHere + value);
        best = std::max(best, endingHere);
    }
    return best;
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
    std::cout << maxSubarraySum(values) << '\n';
    return 0;
}
