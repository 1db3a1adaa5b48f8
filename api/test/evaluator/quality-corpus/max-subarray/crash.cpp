// Prints the largest sum of a contiguous run of values (the empty run counts as 0).
#include <algorithm>
#include <iostream>
#include <vector>

// Kadane's scan, seeded with the first value.
long long maxSubarraySum(const std::vector<long long>& values) {
    long long endingHere = std::max(0LL, values.at(0));
    long long best = endingHere;
    for (std::size_t index = 1; index < values.size(); ++index) {
        endingHere = std::max(0LL, endingHere + values[index]);
        best = std::max(best, endingHere);
    }
    return best;
}

int main() {
    std::size_t count = 0;
    std::cin >> count;
    std::vector<long long> values(count);
    for (auto& value : values) std::cin >> value;
    std::cout << maxSubarraySum(values) << '\n';
    return 0;
}
