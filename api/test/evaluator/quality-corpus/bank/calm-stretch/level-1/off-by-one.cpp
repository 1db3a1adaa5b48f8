#include <bits/stdc++.h>
using namespace std;

struct Stretch {
    int length = 0;
    int start = 0;  // 0-based
};

Stretch findCalmStretch(const vector<int>& readings) {
    unordered_map<int, int> lastIndex;
    lastIndex.reserve(readings.size() * 2);
    Stretch best;
    int left = 0;
    for (int right = 0; right < (int)readings.size(); right++) {
        auto found = lastIndex.find(readings[right]);
        if (found != lastIndex.end() && found->second >= left) left = found->second + 1;
        lastIndex[readings[right]] = right;
        int length = right - left + 1;
        if (length >= best.length) {
            best.length = length;
            best.start = left;
        }
    }
    return best;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> readings(n);
    for (int& x : readings) cin >> x;
    Stretch best = findCalmStretch(readings);
    cout << best.length << ' ' << best.start + 1 << '\n';
    return 0;
}
