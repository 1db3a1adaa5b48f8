// Finds the value that occurs most often (the smallest one on a tie), -1 for an empty list.
#include <iostream>
#include <map>
#include <vector>

long long mostFrequent(const std::vector<long long>& values) {
    std::map<long long, int> counts;
    for (long long value : values) counts[value]++;
    long long best = -1;
    int bestCount = 0;
    for (const auto& [value, seen] : counts) {
        if (seen > bestCount) {
            best = value;
            bestCount = seen;
        }
    }
    return best;
}

int main() {
    std::ios::sync_with_stdio(false);
    int n;
    std::cin >> n;
    std::vector<long long> values(n);
    for (int i = 0; i < n; i++) std::cin >> values[i];
    std::cout << mostFrequent(values) << std::endl;
    return 0;
}
