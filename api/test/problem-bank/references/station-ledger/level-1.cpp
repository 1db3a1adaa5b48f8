#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<long long> prefix(n + 1, 0);
    for (int i = 1; i <= n; i++) {
        long long fare;
        cin >> fare;
        prefix[i] = prefix[i - 1] + fare;
    }
    string out;
    for (int i = 0; i < q; i++) {
        int left, right;
        cin >> left >> right;
        out += to_string(prefix[right] - prefix[left - 1]);
        out += '\n';
    }
    cout << out;
    return 0;
}
