#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<pair<long long, long long>> bookings(n);
    for (auto& b : bookings) cin >> b.first >> b.second;
    sort(bookings.begin(), bookings.end());

    // end times of the bookings currently using a studio, earliest first
    priority_queue<long long, vector<long long>, greater<long long>> busyUntil;
    for (const auto& [start, end] : bookings) {
        if (!busyUntil.empty() && busyUntil.top() < start) busyUntil.pop();
        busyUntil.push(end);
    }
    cout << busyUntil.size() << '\n';
    return 0;
}
