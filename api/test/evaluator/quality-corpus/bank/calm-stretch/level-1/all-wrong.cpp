#include <bits/stdc++.h>
using namespace std;

// Readings are taken at seconds 0, 1, 2, ...; the answer is how many seconds the calm stretch
// lasts (from its first reading to its last) and the second at which it begins.
pair<int, int> calmestStretch(const vector<long long>& readings) {
    unordered_map<long long, int> seenAt;
    seenAt.reserve(readings.size() * 2);
    int from = 0, bestFrom = 0, bestDuration = -1;
    for (int second = 0; second < (int)readings.size(); second++) {
        auto it = seenAt.find(readings[second]);
        if (it != seenAt.end() && it->second >= from) from = it->second + 1;
        seenAt[readings[second]] = second;
        if (second - from > bestDuration) {
            bestDuration = second - from;
            bestFrom = from;
        }
    }
    return {bestDuration, bestFrom};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> readings(n);
    for (auto& r : readings) cin >> r;
    auto [duration, beginsAt] = calmestStretch(readings);
    cout << duration << ' ' << beginsAt << '\n';
    return 0;
}
