package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
)

// Terrain is what a cell of the bay holds.
type Terrain byte

const (
	Land  Terrain = '#'
	Water Terrain = '.'
)

// Cell is a position in the grid.
type Cell struct {
	Row, Col int
}

// Grid is the read-only view of the bay map.
type Grid interface {
	Rows() int
	Cols() int
	At(cell Cell) Terrain
	Contains(cell Cell) bool
}

// StringGrid stores the map as one string per row.
type StringGrid struct {
	rows []string
	cols int
}

func (g *StringGrid) Rows() int            { return len(g.rows) }
func (g *StringGrid) Cols() int            { return g.cols }
func (g *StringGrid) At(cell Cell) Terrain { return Terrain(g.rows[cell.Row][cell.Col]) }
func (g *StringGrid) Contains(cell Cell) bool {
	return cell.Row >= 0 && cell.Row < len(g.rows) && cell.Col >= 0 && cell.Col < g.cols
}

// Neighbourhood decides which cells count as adjacent.
type Neighbourhood interface {
	Neighbours(cell Cell) []Cell
}

// VonNeumannNeighbourhood joins cells that share a side.
type VonNeumannNeighbourhood struct{}

// Neighbours returns the four side neighbours (some may be outside the grid).
func (VonNeumannNeighbourhood) Neighbours(cell Cell) []Cell {
	return []Cell{
		{cell.Row - 1, cell.Col},
		{cell.Row + 1, cell.Col},
		{cell.Row, cell.Col - 1},
		{cell.Row, cell.Col + 1},
	}
}

// VisitTracker remembers which cells have been explored.
type VisitTracker struct {
	cols    int
	visited []bool
}

// NewVisitTracker creates a tracker for a rows × cols grid.
func NewVisitTracker(rows, cols int) *VisitTracker {
	return &VisitTracker{cols: cols, visited: make([]bool, rows*cols)}
}

func (t *VisitTracker) Visited(cell Cell) bool { return t.visited[cell.Row*t.cols+cell.Col] }
func (t *VisitTracker) Mark(cell Cell)         { t.visited[cell.Row*t.cols+cell.Col] = true }

// RegionExplorer visits every cell of the region a start cell belongs to.
type RegionExplorer interface {
	Explore(grid Grid, start Cell, tracker *VisitTracker)
}

// StackFloodFill explores with an explicit stack, so a huge island cannot overflow the call stack.
type StackFloodFill struct {
	neighbourhood Neighbourhood
	terrain       Terrain
}

// Explore implements RegionExplorer.
func (f *StackFloodFill) Explore(grid Grid, start Cell, tracker *VisitTracker) {
	tracker.Mark(start)
	pending := []Cell{start}
	for len(pending) > 0 {
		current := pending[len(pending)-1]
		pending = pending[:len(pending)-1]
		for _, next := range f.neighbourhood.Neighbours(current) {
			if grid.Contains(next) && grid.At(next) == f.terrain && !tracker.Visited(next) {
				tracker.Mark(next)
				pending = append(pending, next)
			}
		}
	}
}

// IslandCounterConfig selects what is counted and how regions are explored.
type IslandCounterConfig struct {
	Terrain       Terrain
	Neighbourhood Neighbourhood
}

// IslandCounter counts connected regions of one terrain.
type IslandCounter struct {
	config   IslandCounterConfig
	explorer RegionExplorer
}

// NewIslandCounter builds a counter from its configuration.
func NewIslandCounter(config IslandCounterConfig) *IslandCounter {
	return &IslandCounter{
		config:   config,
		explorer: &StackFloodFill{neighbourhood: config.Neighbourhood, terrain: config.Terrain},
	}
}

// Count returns the number of regions.
func (c *IslandCounter) Count(grid Grid) int {
	tracker := NewVisitTracker(grid.Rows(), grid.Cols())
	regions := 0
	for row := 0; row < grid.Rows(); row++ {
		for col := 0; col < grid.Cols(); col++ {
			cell := Cell{row, col}
			if grid.At(cell) == c.config.Terrain && !tracker.Visited(cell) {
				regions++
				c.explorer.Explore(grid, cell, tracker)
			}
		}
	}
	return regions
}

// GridLoader reads a grid in the problem's format.
type GridLoader interface {
	Load(in io.Reader) (Grid, error)
}

// TextGridLoader reads `r c` and r rows of text.
type TextGridLoader struct {
	BufferSize int
}

// Load implements GridLoader.
func (l TextGridLoader) Load(in io.Reader) (Grid, error) {
	reader := bufio.NewReaderSize(in, l.BufferSize)
	var rows, cols int
	if _, err := fmt.Fscan(reader, &rows, &cols); err != nil {
		return nil, err
	}
	grid := &StringGrid{rows: make([]string, rows), cols: cols}
	for i := range grid.rows {
		if _, err := fmt.Fscan(reader, &grid.rows[i]); err != nil {
			return nil, err
		}
	}
	return grid, nil
}

func main() {
	var loader GridLoader = TextGridLoader{BufferSize: 1 << 20}
	grid, err := loader.Load(os.Stdin)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return
	}
	counter := NewIslandCounter(IslandCounterConfig{Terrain: Land, Neighbourhood: VonNeumannNeighbourhood{}})
	fmt.Println(counter.Count(grid))
}
