#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<vector<int>> after(n + 1);
    vector<int> prereqCount(n + 1, 0);
    for (int i = 0; i < m; i++) {
        int a, b;
        cin >> a >> b;
        after[a].push_back(b);
        prereqCount[b]++;
    }

    priority_queue<int, vector<int>, greater<int>> ready;
    for (int module = 2; module <= n; module++) {
        if (prereqCount[module] == 0) ready.push(module);
    }

    vector<int> order;
    while (!ready.empty()) {
        int module = ready.top();
        ready.pop();
        order.push_back(module);
        for (int next : after[module]) {
            prereqCount[next]--;
            if (prereqCount[next] == 0) ready.push(next);
        }
    }

    if ((int)order.size() != n) {
        cout << "CYCLE\n";
        return 0;
    }
    for (int i = 0; i < n; i++) cout << order[i] << (i + 1 < n ? ' ' : '\n');
    return 0;
}
