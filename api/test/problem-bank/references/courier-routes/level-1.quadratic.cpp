#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<vector<int>> adjacency(n + 1);
    for (int i = 0; i < m; i++) {
        int u, v;
        cin >> u >> v;
        adjacency[u].push_back(v);
        adjacency[v].push_back(u);
    }
    vector<int> visited = {1};
    vector<int> frontier = {1};
    int hops = 0;
    while (!frontier.empty()) {
        if (find(frontier.begin(), frontier.end(), n) != frontier.end()) {
            cout << hops << '\n';
            return 0;
        }
        vector<int> following;
        for (int hub : frontier) {
            for (int neighbour : adjacency[hub]) {
                if (find(visited.begin(), visited.end(), neighbour) == visited.end()) {
                    visited.push_back(neighbour);
                    following.push_back(neighbour);
                }
            }
        }
        frontier = following;
        hops++;
    }
    cout << -1 << '\n';
    return 0;
}
