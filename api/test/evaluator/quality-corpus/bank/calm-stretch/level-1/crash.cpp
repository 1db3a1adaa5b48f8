#include <bits/stdc++.h>
using namespace std;

const int MAXV = 1000001;
int lastPos[MAXV];

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> a(n);
    for (int i = 0; i < n; i++) cin >> a[i];

    // lastPos[v] = last index where reading v appeared, -1 if never
    memset(lastPos, -1, sizeof(lastPos));
    int left = 0, bestLen = 0, bestStart = 0;
    for (int i = 0; i < n; i++) {
        if (lastPos[a[i]] >= left) left = lastPos[a[i]] + 1;
        lastPos[a[i]] = i;
        if (i - left + 1 > bestLen) {
            bestLen = i - left + 1;
            bestStart = left;
        }
    }
    cout << bestLen << " " << bestStart + 1 << "\n";
    return 0;
}
