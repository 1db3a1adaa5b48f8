#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<vector<int>> adj(n + 1);
    for (int i = 1; i < m; i++) {
        int u, v;
        cin >> u >> v;
        adj[u].push_back(v);
        adj[v].push_back(u);
    }

    vector<int> dist(n + 1, -1);
    queue<int> q;
    dist[1] = 0;
    q.push(1);
    while (!q.empty()) {
        int hub = q.front();
        q.pop();
        for (int next : adj[hub]) {
            if (dist[next] == -1) {
                dist[next] = dist[hub] + 1;
                q.push(next);
            }
        }
    }
    cout << dist[n] << '\n';
    return 0;
}
