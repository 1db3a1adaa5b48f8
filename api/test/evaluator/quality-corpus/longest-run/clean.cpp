// Prints the length of the longest strictly increasing run of consecutive values.
#include <algorithm>
#include <iostream>
#include <vector>

// One pass: a run grows while each value exceeds the one before it.
std::size_t longestIncreasingRun(const std::vector<long long>& values) {
    std::size_t longest = 0;
    std::size_t current = 0;
    for (std::size_t index = 0; index < values.size(); ++index) {
        current = (index > 0 && values[index] > values[index - 1]) ? current + 1 : 1;
        longest = std::max(longest, current);
    }
    return longest;
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
    std::cout << longestIncreasingRun(values) << '\n';
    return 0;
}
