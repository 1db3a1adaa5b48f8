#include <bits/stdc++.h>
using namespace std;

class BayMap {
public:
    BayMap(int rows, int columns, vector<string> cells)
        : rows_(rows), columns_(columns), cells_(std::move(cells)) {}

    int countIslands() const {
        vector<char> seen(static_cast<size_t>(rows_) * columns_, 0);
        int islands = 0;
        for (int row = 0; row < rows_; row++)
            for (int column = 0; column < columns_; column++)
                if (isLand(row, column) && !seen[index(row, column)]) {
                    islands++;
                    sinkIsland(row, column, seen);
                }
        return islands;
    }

private:
    static constexpr int DR[4] = {-1, 1, 0, 0};
    static constexpr int DC[4] = {0, 0, -1, 1};

    int rows_;
    int columns_;
    vector<string> cells_;

    bool isLand(int row, int column) const { return cells_[row][column] == '#'; }
    size_t index(int row, int column) const { return static_cast<size_t>(row) * columns_ + column; }
    bool inside(int row, int column) const { return row >= 0 && row < rows_ && column >= 0 && column < columns_; }

    // Marks the whole island with an explicit stack: recursion could overflow on one huge island.
    void sinkIsland(int startRow, int startColumn, vector<char>& seen) const {
        vector<pair<int, int>> stack{{startRow, startColumn}};
        seen[index(startRow, startColumn)] = 1;
        while (!stack.empty()) {
            auto [row, column] = stack.back();
            stack.pop_back();
            for (int d = 0; d < 4; d++) {
                int nextRow = row + DR[d], nextColumn = column + DC[d];
                if (inside(nextRow, nextColumn) && isLand(nextRow, nextColumn) && !seen[index(nextRow, nextColumn)]) {
                    seen[index(nextRow, nextColumn)] = 1;
                    stack.push_back({nextRow, nextColumn});
                }
            }
        }
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int rows = 0, columns = 0;
    cin >> rows >> columns;
    vector<string> cells(rows);
    for (string& line : cells) cin >> line;
    cout << BayMap(rows, columns, std::move(cells)).countIslands() << '\n';
    return 0;
}
