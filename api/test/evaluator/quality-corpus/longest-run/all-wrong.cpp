// Finds where the longest increasing run starts and ends (0-based positions).
#include <iostream>
#include <vector>

struct Run {
    int start;
    int end;
};

Run longestRun(const std::vector<long long>& values) {
    Run best{-1, -1};
    int start = 0;
    for (int index = 0; index < static_cast<int>(values.size()); ++index) {
        if (index > 0 && values[index] <= values[index - 1]) start = index;
        if (best.start < 0 || index - start > best.end - best.start) best = {start, index};
    }
    return best;
}

int main() {
    int count = 0;
    std::cin >> count;
    std::vector<long long> values(count);
    for (auto& value : values) std::cin >> value;
    const Run run = longestRun(values);
    std::cout << run.start << ' ' << run.end << '\n';
    return 0;
}
