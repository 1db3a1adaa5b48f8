#include <bits/stdc++.h>
using namespace std;

// Two pointers; a count per reading and two monotonic deques for the window's min and max.
pair<int, int> longestCalmStretch(const vector<long long>& readings, int maxRepeats, long long maxSpread) {
    unordered_map<long long, int> counts;
    counts.reserve(readings.size() * 2);
    deque<int> minima, maxima;
    int left = 0, bestLength = 0, bestStart = 0;
    for (int right = 0; right < (int)readings.size(); right++) {
        long long value = readings[right];
        counts[value]++;
        while (!minima.empty() && readings[minima.back()] >= value) minima.pop_back();
        minima.push_back(right);
        while (!maxima.empty() && readings[maxima.back()] <= value) maxima.pop_back();
        maxima.push_back(right);
        while (counts[value] > maxRepeats || readings[maxima.front()] - readings[minima.front()] > maxSpread) {
            counts[readings[left]]--;
            if (minima.front() == left) minima.pop_front();
            if (maxima.front() == left) maxima.pop_front();
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
    long long d;
    cin >> n >> k >> d;
    vector<long long> readings(n);
    for (auto& reading : readings) cin >> reading;
    auto [length, start] = longestCalmStretch(readings, k, d);
    cout << length << ' ' << start << '\n';
    return 0;
}
