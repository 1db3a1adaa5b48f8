#include <bits/stdc++.h>
using namespace std;

// For every module, the step (counting from 0) at which it gets built; -1 if it never can be.
vector<int> buildSteps(int n, const vector<vector<int>>& next, vector<int> pending) {
    vector<int> step(n + 1, -1);
    priority_queue<int, vector<int>, greater<int>> ready;
    for (int i = 1; i <= n; i++)
        if (pending[i] == 0) ready.push(i);
    int current = 0;
    while (!ready.empty()) {
        int module = ready.top();
        ready.pop();
        step[module] = current++;
        for (int other : next[module])
            if (--pending[other] == 0) ready.push(other);
    }
    return step;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<vector<int>> next(n + 1);
    vector<int> pending(n + 1, 0);
    for (int i = 0; i < m; i++) {
        int a, b;
        cin >> a >> b;
        next[a].push_back(b);
        pending[b]++;
    }
    vector<int> step = buildSteps(n, next, pending);
    string out;
    for (int i = 1; i <= n; i++) {
        out += to_string(step[i]);
        out += (i < n ? ' ' : '\n');
    }
    cout << out;
    return 0;
}
