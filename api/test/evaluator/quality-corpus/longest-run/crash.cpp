// Prints the length of the longest strictly increasing run of consecutive values.
#include <algorithm>
#include <iostream>
#include <vector>

// One pass, seeded with the first value.
std::size_t longestIncreasingRun(const std::vector<long long>& values) {
    std::size_t longest = 1;
    std::size_t current = 1;
    long long previous = values.at(0);
    for (std::size_t index = 1; index < values.size(); ++index) {
        current = values[index] > previous ? current + 1 : 1;
        longest = std::max(longest, current);
        previous = values[index];
    }
    return longest;
}

int main() {
    std::size_t count = 0;
    std::cin >> count;
    std::vector<long long> values(count);
    for (auto& value : values) std::cin >> value;
    std::cout << longestIncreasingRun(values) << '\n';
    return 0;
}
