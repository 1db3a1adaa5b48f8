#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<vector<int>> graph(n + 1);
    vector<int> indegree(n + 1, 0);
    for (int i = 0; i < m; i++) {
        int a, b;
        cin >> a >> b;
        graph[a].push_back(b);
        indegree[b]++;
    }

    priority_queue<int, vector<int>, greater<int>> pq;
    for (int u = 1; u <= n; u++)
        if (indegree[u] == 0) pq.push(u);

    // every step builds one module, so n steps build everything
    vector<int> order;
    for (int step = 0; step < n; step++) {
        int u = pq.top();
        pq.pop();
        order.push_back(u);
        for (int v : graph[u]) {
            indegree[v]--;
            if (indegree[v] == 0) pq.push(v);
        }
    }

    // a module still waiting on something means the dependencies go round in a circle
    for (int u = 1; u <= n; u++) {
        if (indegree[u] > 0) {
            cout << "CYCLE\n";
            return 0;
        }
    }
    for (int i = 0; i < n; i++) cout << order[i] << (i + 1 < n ? ' ' : '\n');
    return 0;
}
