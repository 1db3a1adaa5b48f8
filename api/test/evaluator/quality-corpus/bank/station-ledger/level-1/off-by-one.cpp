#include <bits/stdc++.h>
using namespace std;

vector<long long> buildPrefix(const vector<long long>& fare) {
    int n = fare.size();
    vector<long long> prefix(n + 1, 0);
    for (int i = 1; i < n; i++) prefix[i] = prefix[i - 1] + fare[i - 1];
    return prefix;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<long long> fare(n);
    for (auto& f : fare) cin >> f;
    vector<long long> prefix = buildPrefix(fare);
    string out;
    while (q--) {
        int l, r;
        cin >> l >> r;
        out += to_string(prefix[r] - prefix[l - 1]) + "\n";
    }
    cout << out;
    return 0;
}
