#include <bits/stdc++.h>
using namespace std;

constexpr int UNREACHED = -1;

vector<vector<int>> readRoads(int hubCount, int roadCount) {
    vector<vector<int>> roads(hubCount + 1);
    for (int i = 0; i < roadCount; i++) {
        int u = 0, v = 0;
        cin >> u >> v;
        roads[u].push_back(v);
        roads[v].push_back(u);
    }
    return roads;
}

// Breadth-first search from `from`: every road costs the same, so the first visit is the shortest.
int fewestRoads(const vector<vector<int>>& roads, int from, int to) {
    vector<int> hops(roads.size(), UNREACHED);
    queue<int> frontier;
    hops[from] = 0;
    frontier.push(from);
    while (!frontier.empty()) {
        int hub = frontier.front();
        frontier.pop();
        if (hub == to) return hops[hub];
        for (int next : roads[hub]) {
            if (hops[next] == UNREACHED) {
                hops[next] = hops[hub] + 1;
                frontier.push(next);
            }
        }
    }
    return UNREACHED;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int hubCount = 0, roadCount = 0;
    cin >> hubCount >> roadCount;
    const vector<vector<int>> roads = readRoads(hubCount, roadCount);
    cout << fewestRoads(roads, 1, hubCount) << '\n';
    return 0;
}
