#include <bits/stdc++.h>
using namespace std;

// Counts the separate bodies of water: cells connected through their sides form one body.
int countRegions(const vector<string>& map, int rows, int cols, char kind) {
    vector<char> done(static_cast<size_t>(rows) * cols, 0);
    int regions = 0;
    vector<int> stack;
    for (int start = 0; start < rows * cols; start++) {
        if (map[start / cols][start % cols] != kind || done[start]) continue;
        regions++;
        done[start] = 1;
        stack.push_back(start);
        while (!stack.empty()) {
            int cell = stack.back();
            stack.pop_back();
            int row = cell / cols, col = cell % cols;
            int around[4][2] = {{row - 1, col}, {row + 1, col}, {row, col - 1}, {row, col + 1}};
            for (auto& next : around) {
                int nr = next[0], nc = next[1];
                if (nr < 0 || nr >= rows || nc < 0 || nc >= cols) continue;
                int id = nr * cols + nc;
                if (map[nr][nc] == kind && !done[id]) {
                    done[id] = 1;
                    stack.push_back(id);
                }
            }
        }
    }
    return regions;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int rows, cols;
    cin >> rows >> cols;
    vector<string> map(rows);
    for (auto& line : map) cin >> line;
    cout << countRegions(map, rows, cols, '.') << '\n';
    return 0;
}
