// Prints the length of the longest strictly increasing run of consecutive values.
#include <algorithm>
#include <iostream>
#include <vector>

// A run ends where a value does not exceed the one before it.
std::size_t longestIncreasingRun(const std::vector<long long>& values) {
    if (values.empty()) return 0;
    std::size_t longest = 1;
    std::size_t current = 1;
    for (std::size_t index = 1; index < values.size(); ++index) {
        if (values[index] > values[index - 1]) {
            ++current;
        } else {
            longest = std::max(longest, current);
            current = 1;
        }
    }
    return longest;
}

int main() {
    std::size_t count = 0;
    if (!(std::cin >> count)) return 1;
    std::vector<long long> values(count);
    for (auto& value : values) std::cin >> value;
    std::cout << longestIncreasingRun(values) << '\n';
    return 0;
}
