// Prints the smallest difference between two of the values.
#include <algorithm>
#include <iostream>
#include <limits>
#include <vector>

int main() {
    int count;
    std::cin >> count;
    std::vector<long long> values(count);
    for (int i = 0; i < count; ++i) std::cin >> values[i];

    std::sort(values.begin(), values.end());
    long long smallest = std::numeric_limits<long long>::max();
    for (int i = 1; i < count; ++i) {
        long long difference = values[i - 1] - values[i];
        if (difference < smallest) smallest = difference;
    }
    std::cout << smallest << "\n";
    return 0;
}
