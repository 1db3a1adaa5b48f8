#include <bits/stdc++.h>
using namespace std;

pair<int, int> longestDistinctStretch(const vector<long long>& readings) {
    unordered_map<long long, int> lastSeen;
    lastSeen.reserve(readings.size() * 2);
    int left = 0;
    int bestLength = 0;
    int bestStart = 0;
    for (int right = 0; right < (int)readings.size(); right++) {
        auto it = lastSeen.find(readings[right]);
        if (it != lastSeen.end() && it->second >= left) left = it->second + 1;
        lastSeen[readings[right]] = right;
        if (right - left + 1 > bestLength) {
            bestLength = right - left + 1;
            bestStart = left;
        }
    }
    return {bestLength, bestStart + 1};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> readings(n);
    for (auto& reading : readings) cin >> reading;
    auto [length, start] = longestDistinctStretch(readings);
    cout << length << ' ' << start << '\n';
    return 0;
}
