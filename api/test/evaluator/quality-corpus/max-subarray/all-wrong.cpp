// Largest sum of two values that stand next to each other.
#include <algorithm>
#include <climits>
#include <iostream>
#include <vector>

using namespace std;

long long largestNeighbourSum(const vector<long long>& values) {
    long long best = LLONG_MIN;
    for (size_t i = 1; i < values.size(); i++) {
        best = max(best, values[i - 1] + values[i]);
    }
    return best;
}

int main() {
    size_t n;
    cin >> n;
    vector<long long> values(n);
    for (size_t i = 0; i < n; i++) cin >> values[i];
    cout << largestNeighbourSum(values) << "\n";
}
