#include <bits/stdc++.h>
using namespace std;

int n, m;
vector<vector<int>> adj;
vector<bool> visited;

// Expands one layer of the search; every layer is one more road from hub 1.
int searchLayer(vector<int> layer, int roads) {
    if (layer.empty()) return -1;
    vector<int> nextLayer;
    for (int hub : layer) {
        if (hub == n) return roads;
        for (int next : adj[hub]) {
            if (!visited[next]) {
                visited[next] = true;
                nextLayer.push_back(next);
            }
        }
    }
    int answer = searchLayer(nextLayer, roads + 1);
    return answer;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> n >> m;
    adj.resize(n + 1);
    visited.assign(n + 1, false);
    for (int i = 0; i < m; i++) {
        int u, v;
        cin >> u >> v;
        adj[u].push_back(v);
        adj[v].push_back(u);
    }
    visited[1] = true;
    cout << searchLayer({1}, 0) << '\n';
    return 0;
}
