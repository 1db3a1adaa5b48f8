#include <bits/stdc++.h>
using namespace std;

// How many hubs a parcel starting at hub 1 can reach (hub 1 included).
int reachableHubs(const vector<vector<int>>& roads) {
    vector<char> seen(roads.size(), 0);
    queue<int> pending;
    seen[1] = 1;
    pending.push(1);
    int count = 0;
    while (!pending.empty()) {
        int hub = pending.front();
        pending.pop();
        count++;
        for (int next : roads[hub]) {
            if (!seen[next]) {
                seen[next] = 1;
                pending.push(next);
            }
        }
    }
    return count;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<vector<int>> roads(n + 1);
    for (int i = 0; i < m; i++) {
        int u, v;
        cin >> u >> v;
        roads[u].push_back(v);
        roads[v].push_back(u);
    }
    cout << reachableHubs(roads) << '\n';
    return 0;
}
