#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<vector<int>> dependents(n + 1);
    vector<int> waitingOn(n + 1, 0);
    for (int i = 0; i < m; i++) {
        int a, b;
        cin >> a >> b;
        dependents[a].push_back(b);
        waitingOn[b]++;
    }
    vector<bool> built(n + 1, false);
    vector<int> order;
    while ((int)order.size() < n) {
        // the smallest module whose dependencies are all built
        int module = 0;
        for (int candidate = 1; candidate <= n; candidate++) {
            if (!built[candidate] && waitingOn[candidate] == 0) {
                module = candidate;
                break;
            }
        }
        if (module == 0) {
            cout << "CYCLE\n";
            return 0;
        }
        built[module] = true;
        order.push_back(module);
        for (int next : dependents[module]) waitingOn[next]--;
    }
    for (int i = 0; i < n; i++) cout << order[i] << (i + 1 < n ? ' ' : '\n');
    return 0;
}
