#include <bits/stdc++.h>
using namespace std;

// For each question: how many stations between l and r collected money (no net refund).
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<int> earning(n + 1, 0);  // earning[i] = stations among 1..i with a_i >= 0
    for (int i = 1; i <= n; i++) {
        long long a;
        cin >> a;
        earning[i] = earning[i - 1] + (a >= 0 ? 1 : 0);
    }
    string out;
    for (int i = 0; i < q; i++) {
        int l, r;
        cin >> l >> r;
        out += to_string(earning[r] - earning[l - 1]);
        out += '\n';
    }
    cout << out;
    return 0;
}
