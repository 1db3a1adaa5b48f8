// Prints the length of the longest strictly increasing run of consecutive values.
#include <algorithm>
#include <iostream>
#include <vector>

// Checks every start and end: the values between them must increase throughout.
std::size_t longestIncreasingRun(const std::vector<long long>& values) {
    std::size_t longest = 0;
    for (std::size_t start = 0; start < values.size(); ++start) {
        for (std::size_t end = start; end < values.size(); ++end) {
            bool increasing = true;
            for (std::size_t index = start + 1; index <= end; ++index) {
                if (values[index] <= values[index - 1]) increasing = false;
            }
            if (increasing) longest = std::max(longest, end - start + 1);
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
