#include <bits/stdc++.h>
using namespace std;

// Hubs are numbered up to 100 000.
const int MAX_HUBS = 100000;
int n, m;
vector<vector<int>> adj;
vector<bool> visited;

// Expands one layer of the search; every layer is one more road from hub 1.
int searchLayer(vector<int> layer, int roads) {
    if (layer.empty()) return -1;
    vector<int> nextLayer;
    for (int hub : layer) {
        if (hub == n) return roads;
        for (int next : adj.at(hub)) {
            if (!visited.at(next)) {
                visited.at(next) = true;
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
    adj.resize(MAX_HUBS + 1);
    visited.assign(MAX_HUBS + 1, false);
    for (int i = 0; i < m; i++) {
        int u, v;
        cin >> u >> v;
        adj.at(u).push_back(v);
        adj.at(v).push_back(u);
    }
    visited.at(1) = true;
    cout << searchLayer({1}, 0) << '\n';
    return 0;
}
