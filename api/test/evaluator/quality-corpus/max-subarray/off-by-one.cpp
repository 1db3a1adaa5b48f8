// Prints the largest sum of a contiguous run of values (the empty run counts as 0).
#include <algorithm>
#include <iostream>
#include <vector>

// Kadane's scan: the best run ending here either extends the previous one or starts afresh.
long long maxSubarraySum(const std::vector<long long>& values) {
    long long best = 0;
    long long endingHere = 0;
    for (std::size_t index = 0; index + 1 < values.size(); ++index) {
        endingHere = std::max(0LL, endingHere + values[index]);
        best = std::max(best, endingHere);
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
