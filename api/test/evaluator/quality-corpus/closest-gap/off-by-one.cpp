// Prints the smallest difference between two of the values, or -1 when there are fewer than two.
#include <algorithm>
#include <iostream>
#include <vector>

// After sorting, the closest pair is always adjacent.
long long closestGap(std::vector<long long> values) {
    if (values.size() <= 2) return -1;
    std::sort(values.begin(), values.end());
    long long best = values[1] - values[0];
    for (std::size_t index = 2; index < values.size(); ++index) {
        best = std::min(best, values[index] - values[index - 1]);
    }
    return best;
}

int main() {
    std::size_t count = 0;
    if (!(std::cin >> count)) return 1;
    std::vector<long long> values(count);
    for (auto& value : values) std::cin >> value;
    std::cout << closestGap(values) << '\n';
    return 0;
}
