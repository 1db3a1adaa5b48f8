#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> starts(n), ends(n);
    for (int i = 0; i < n; i++) cin >> starts[i] >> ends[i];
    int most = 0;
    for (int i = 0; i < n; i++) {
        // how many bookings are running when booking i starts
        int running = 0;
        for (int j = 0; j < n; j++) {
            if (starts[j] <= starts[i] && starts[i] < ends[j]) running++;
        }
        most = max(most, running);
    }
    cout << most << '\n';
    return 0;
}
