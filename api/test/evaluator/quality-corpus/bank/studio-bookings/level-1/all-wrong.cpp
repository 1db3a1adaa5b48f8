#include <bits/stdc++.h>
using namespace std;

// Total minutes during which at least one studio is in use.
long long busyMinutes(vector<pair<long long, long long>> bookings) {
    sort(bookings.begin(), bookings.end());
    long long total = 0;
    long long curStart = bookings[0].first, curEnd = bookings[0].second;
    for (size_t i = 1; i < bookings.size(); i++) {
        if (bookings[i].first <= curEnd) {
            curEnd = max(curEnd, bookings[i].second);
        } else {
            total += curEnd - curStart;
            curStart = bookings[i].first;
            curEnd = bookings[i].second;
        }
    }
    return total + (curEnd - curStart);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<pair<long long, long long>> bookings(n);
    for (auto& b : bookings) cin >> b.first >> b.second;
    cout << busyMinutes(bookings) << '\n';
    return 0;
}
