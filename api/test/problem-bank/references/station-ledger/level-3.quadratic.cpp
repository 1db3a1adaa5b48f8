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
        int kind, a;
        long long b;
        cin >> kind >> a >> b;
        if (kind == 1) {
            fares[a - 1] = b;
        } else if (kind == 2) {
            long long total = 0;
            for (long long i = a - 1; i < b; i++) total += fares[i];
            out += to_string(total);
            out += '\n';
        } else {
            long long value;
            cin >> value;
            for (long long i = a - 1; i < b; i++) fares[i] += value;
        }
    }
    cout << out;
    return 0;
}
