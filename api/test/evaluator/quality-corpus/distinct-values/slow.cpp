// Prints how many distinct values the list holds.
#include <iostream>
#include <vector>

// Keeps a list of the values seen so far.
std::size_t countDistinct(const std::vector<long long>& values) {
    std::vector<long long> seen;
    for (long long value : values) {
        bool known = false;
        for (long long other : seen) {
            if (other == value) {
                known = true;
                break;
            }
        }
        if (!known) seen.push_back(value);
    }
    return seen.size();
}

int main() {
    std::size_t count = 0;
    if (!(std::cin >> count)) return 1;
    std::vector<long long> values(count);
    for (auto& value : values) std::cin >> value;
    std::cout << countDistinct(values) << '\n';
    return 0;
}
