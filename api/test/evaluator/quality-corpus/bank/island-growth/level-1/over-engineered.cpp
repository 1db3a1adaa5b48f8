#include <bits/stdc++.h>
using namespace std;

namespace bay {

enum class Terrain { Land, Water };

struct Cell {
    int row;
    int column;
};

class TerrainDecoder {
public:
    virtual ~TerrainDecoder() = default;
    virtual Terrain decode(char symbol) const = 0;
};

class HashLandDecoder : public TerrainDecoder {
public:
    Terrain decode(char symbol) const override { return symbol == '#' ? Terrain::Land : Terrain::Water; }
};

class Grid {
public:
    Grid(int rows, int columns, vector<string> symbols, shared_ptr<const TerrainDecoder> decoder)
        : rows_(rows), columns_(columns), symbols_(std::move(symbols)), decoder_(std::move(decoder)) {}
    int rows() const { return rows_; }
    int columns() const { return columns_; }
    bool contains(const Cell& cell) const {
        return cell.row >= 0 && cell.row < rows_ && cell.column >= 0 && cell.column < columns_;
    }
    Terrain terrainAt(const Cell& cell) const { return decoder_->decode(symbols_[cell.row][cell.column]); }
    size_t indexOf(const Cell& cell) const { return static_cast<size_t>(cell.row) * columns_ + cell.column; }

private:
    int rows_;
    int columns_;
    vector<string> symbols_;
    shared_ptr<const TerrainDecoder> decoder_;
};

// Which cells count as touching; the task says sides only.
class Neighbourhood {
public:
    virtual ~Neighbourhood() = default;
    virtual vector<Cell> around(const Cell& cell) const = 0;
};

class FourWayNeighbourhood : public Neighbourhood {
public:
    vector<Cell> around(const Cell& cell) const override {
        return {{cell.row - 1, cell.column}, {cell.row + 1, cell.column}, {cell.row, cell.column - 1},
                {cell.row, cell.column + 1}};
    }
};

class VisitTracker {
public:
    explicit VisitTracker(size_t size) : visited_(size, false) {}
    bool visited(size_t index) const { return visited_[index]; }
    void mark(size_t index) { visited_[index] = true; }

private:
    vector<bool> visited_;
};

// Counts connected land components with an explicit stack (a recursive fill could overflow).
class IslandCounter {
public:
    explicit IslandCounter(unique_ptr<Neighbourhood> neighbourhood) : neighbourhood_(std::move(neighbourhood)) {}

    int count(const Grid& grid) const {
        VisitTracker tracker(static_cast<size_t>(grid.rows()) * grid.columns());
        int islands = 0;
        for (int row = 0; row < grid.rows(); row++)
            for (int column = 0; column < grid.columns(); column++) {
                Cell cell{row, column};
                if (isUnvisitedLand(grid, tracker, cell)) {
                    islands++;
                    explore(grid, tracker, cell);
                }
            }
        return islands;
    }

private:
    unique_ptr<Neighbourhood> neighbourhood_;

    static bool isUnvisitedLand(const Grid& grid, const VisitTracker& tracker, const Cell& cell) {
        return grid.terrainAt(cell) == Terrain::Land && !tracker.visited(grid.indexOf(cell));
    }

    void explore(const Grid& grid, VisitTracker& tracker, const Cell& start) const {
        vector<Cell> pending{start};
        tracker.mark(grid.indexOf(start));
        while (!pending.empty()) {
            Cell cell = pending.back();
            pending.pop_back();
            for (const Cell& next : neighbourhood_->around(cell)) {
                if (grid.contains(next) && isUnvisitedLand(grid, tracker, next)) {
                    tracker.mark(grid.indexOf(next));
                    pending.push_back(next);
                }
            }
        }
    }
};

class GridReader {
public:
    explicit GridReader(istream& in) : in_(in) {}
    Grid read() {
        int rows = 0, columns = 0;
        in_ >> rows >> columns;
        vector<string> symbols(rows);
        for (string& line : symbols) in_ >> line;
        return Grid(rows, columns, std::move(symbols), make_shared<HashLandDecoder>());
    }

private:
    istream& in_;
};

}  // namespace bay

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    const bay::Grid grid = bay::GridReader(cin).read();
    bay::IslandCounter counter(make_unique<bay::FourWayNeighbourhood>());
    cout << counter.count(grid) << '\n';
    return 0;
}
