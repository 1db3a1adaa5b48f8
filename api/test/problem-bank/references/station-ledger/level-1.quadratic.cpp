#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<long long> fares(n);
    for (auto& fare : fares) cin >> fare;
    string out;
    for (int query = 0; query < q; query++) {
        int left, right;
        cin >> left >> right;
        long long total = 0;
        for (int i = left - 1; i < right; i++) total += fares[i];
        out += to_string(total);
        out += '\n';
    }
    cout << out;
    return 0;
}
