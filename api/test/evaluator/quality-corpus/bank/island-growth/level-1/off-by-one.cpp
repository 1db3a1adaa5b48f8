#include <bits/stdc++.h>
using namespace std;

int rows, cols;
vector<string> grid;
vector<vector<bool>> visited;

void fill(int sr, int sc) {
    queue<pair<int, int>> q;
    q.push({sr, sc});
    visited[sr][sc] = true;
    const int dr[] = {1, -1, 0, 0};
    const int dc[] = {0, 0, 1, -1};
    while (!q.empty()) {
        auto [r, c] = q.front();
        q.pop();
        for (int k = 0; k < 4; k++) {
            int nr = r + dr[k], nc = c + dc[k];
            if (nr < 0 || nr >= rows - 1 || nc < 0 || nc >= cols) continue;
            if (grid[nr][nc] == '#' && !visited[nr][nc]) {
                visited[nr][nc] = true;
                q.push({nr, nc});
            }
        }
    }
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> rows >> cols;
    grid.resize(rows);
    for (auto& row : grid) cin >> row;
    visited.assign(rows, vector<bool>(cols, false));
    int islands = 0;
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) {
            if (grid[r][c] == '#' && !visited[r][c]) {
                islands++;
                fill(r, c);
            }
        }
    }
    cout << islands << '\n';
    return 0;
}
