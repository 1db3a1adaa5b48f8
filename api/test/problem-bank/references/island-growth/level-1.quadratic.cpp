#include <bits/stdc++.h>
using namespace std;

int main() {
    int rows, columns;
    cin >> rows >> columns;
    vector<string> grid(rows);
    for (auto& line : grid) cin >> line;
    vector<pair<int, int>> seen;
    auto wasSeen = [&](int r, int c) { return find(seen.begin(), seen.end(), make_pair(r, c)) != seen.end(); };
    int islands = 0;
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < columns; c++) {
            if (grid[r][c] != '#' || wasSeen(r, c)) continue;
            islands++;
            seen.push_back({r, c});
            vector<pair<int, int>> stack = {{r, c}};
            while (!stack.empty()) {
                auto [x, y] = stack.back();
                stack.pop_back();
                int dx[] = {-1, 1, 0, 0}, dy[] = {0, 0, -1, 1};
                for (int d = 0; d < 4; d++) {
                    int nx = x + dx[d], ny = y + dy[d];
                    if (nx < 0 || nx >= rows || ny < 0 || ny >= columns || grid[nx][ny] != '#') continue;
                    if (!wasSeen(nx, ny)) {
                        seen.push_back({nx, ny});
                        stack.push_back({nx, ny});
                    }
                }
            }
        }
    }
    cout << islands << '\n';
    return 0;
}
