// Lists the pairs of values that add up to the target.
#include <iostream>
#include <unordered_set>
#include <utility>
#include <vector>

std::vector<std::pair<long long, long long>> pairsWithSum(const std::vector<long long>& values, long long target) {
    std::vector<std::pair<long long, long long>> pairs;
    std::unordered_set<long long> seen;
    for (long long value : values) {
        if (seen.count(target - value)) pairs.emplace_back(target - value, value);
        seen.insert(value);
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
