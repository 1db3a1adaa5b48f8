#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<long long> times(n + 1, 0);
    for (int i = 1; i <= n; i++) cin >> times[i];
    vector<vector<int>> dependents(n + 1);
    vector<int> waitingOn(n + 1, 0);
    for (int i = 0; i < m; i++) {
        int a, b;
        cin >> a >> b;
        dependents[a].push_back(b);
        waitingOn[b]++;
    }
    vector<bool> built(n + 1, false);
    vector<long long> start(n + 1, 0), finish(n + 1, 0);
    vector<int> order;
    long long minutes = 0;
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
        finish[module] = start[module] + times[module];
        minutes = max(minutes, finish[module]);
        for (int next : dependents[module]) {
            waitingOn[next]--;
            start[next] = max(start[next], finish[module]);
        }
    }
    vector<long long> latest(n + 1, minutes);
    for (int index = n - 1; index >= 0; index--) {
        int module = order[index];
        for (int next : dependents[module]) latest[module] = min(latest[module], latest[next] - times[next]);
    }
    for (int i = 0; i < n; i++) cout << order[i] << (i + 1 < n ? ' ' : '\n');
    cout << minutes << '\n';
    string critical;
    for (int module = 1; module <= n; module++) {
        if (finish[module] != latest[module]) continue;
        if (!critical.empty()) critical += ' ';
        critical += to_string(module);
    }
    cout << critical << '\n';
    return 0;
}
