#include <bits/stdc++.h>
using namespace std;

pair<int, int> longestCalmStretch(const vector<long long>& readings, int maxRepeats) {
    unordered_map<long long, int> counts;
    counts.reserve(readings.size() * 2);
    int left = 0, bestLength = 0, bestStart = 0;
    for (int right = 0; right < (int)readings.size(); right++) {
        long long value = readings[right];
        counts[value]++;
        while (counts[value] > maxRepeats) {
            counts[readings[left]]--;
            left++;
        }
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
    int n, k;
    cin >> n >> k;
    vector<long long> readings(n);
    for (auto& reading : readings) cin >> reading;
    auto [length, start] = longestCalmStretch(readings, k);
    cout << length << ' ' << start << '\n';
    return 0;
}
