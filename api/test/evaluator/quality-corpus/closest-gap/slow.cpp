// Prints the smallest difference between two of the values, or -1 when there are fewer than two.
#include <cstdlib>
#include <iostream>
#include <vector>

// Compares every pair.
long long closestGap(const std::vector<long long>& values) {
    long long best = -1;
    for (std::size_t first = 0; first < values.size(); ++first) {
        for (std::size_t second = 0; second < values.size(); ++second) {
            if (first == second) continue;
            long long gap = std::llabs(values[first] - values[second]);
            if (best == -1 || gap < best) best = gap;
        }
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
