#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<long long> readings(n);
    for (int i = 0; i < n; i++) cin >> readings[i];
    int bestLength = 0, bestStart = 0;
    for (int start = 0; start < n; start++) {
        map<long long, int> counts;
        bool calm = true;
        for (int end = start; end < n; end++) {
            int seen = ++counts[readings[end]];
            if (seen > k) calm = false;
            if (calm && end - start + 1 > bestLength) {
                bestLength = end - start + 1;
                bestStart = start;
            }
        }
    }
    cout << bestLength << ' ' << bestStart + 1 << '\n';
    return 0;
}
