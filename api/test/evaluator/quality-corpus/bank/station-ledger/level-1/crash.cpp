#include <bits/stdc++.h>
using namespace std;

const int MAXN = 100005;
long long fare[MAXN];
long long pre[MAXN];

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    for (int i = 1; i <= n; i++) {
        cin >> fare[i];
        pre[i] = pre[i - 1] + fare[i];
    }
    while (q--) {
        int l, r;
        cin >> l >> r;
        cout << pre[r] - pre[l - 1] << "\n";
    }
    return 0;
}
