#include <bits/stdc++.h>
using namespace std;

const int MAX_TIME = 1000000;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    // change[t] = bookings starting at t minus bookings ending at t
    vector<int> change(MAX_TIME + 2, 0);
    int last = 0;
    for (int i = 0; i < n; i++) {
        int s, e;
        cin >> s >> e;
        change[s]++;
        change[e]--;
        last = max(last, e);
    }
    int running = 0, best = 0;
    for (int t = 0; t <= last; t++) {
        running += change[t];
        best = max(best, running);
    }
    cout << best << "\n";
    return 0;
}
