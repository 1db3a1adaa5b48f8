#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> readings(n);
    for (int i = 0; i < n; i++) cin >> readings[i];
    // last position of each reading seen so far, searched one by one
    vector<long long> seenValue;
    vector<int> seenAt;
    int left = 0, bestLength = 0, bestStart = 0;
    for (int right = 0; right < n; right++) {
        int slot = -1;
        for (int i = 0; i < (int)seenValue.size(); i++) {
            if (seenValue[i] == readings[right]) {
                slot = i;
                break;
            }
        }
        if (slot == -1) {
            seenValue.push_back(readings[right]);
            seenAt.push_back(right);
        } else {
            if (seenAt[slot] >= left) left = seenAt[slot] + 1;
            seenAt[slot] = right;
        }
        if (right - left + 1 > bestLength) {
            bestLength = right - left + 1;
            bestStart = left;
        }
    }
    cout << bestLength << ' ' << bestStart + 1 << '\n';
    return 0;
}
