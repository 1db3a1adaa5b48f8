#include <bits/stdc++.h>
using namespace std;

const int N = 1005;
char grid[N][N];
bool seen[N][N];
int r, c;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> r >> c;
    for (int i = 0; i < r; i++) cin >> grid[i];

    int dx[4] = {1, -1, 0, 0};
    int dy[4] = {0, 0, 1, -1};
    int count = 0;
    for (int i = 0; i < r; i++) {
        for (int j = 0; j < c; j++) {
            if (grid[i][j] != '#' || seen[i][j]) continue;
            count++;
            queue<pair<int, int>> q;
            q.push({i, j});
            seen[i][j] = true;
            while (!q.empty()) {
                auto [x, y] = q.front();
                q.pop();
                for (int d = 0; d < 4; d++) {
                    int nx = x + dx[d], ny = y + dy[d];
                    if (nx >= 0 && nx < r && ny >= 0 && ny < c && grid[nx][ny] == '#' && !seen[nx][ny]) {
                        seen[nx][ny] = true;
                        q.push({nx, ny});
                    }
                }
            }
        }
    }
    cout << count << "\n";
    return 0;
}
