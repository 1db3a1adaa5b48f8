package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

const land = '#'

// Bay is the map of the bay, one string per row.
type Bay struct {
	rows, cols int
	cells      []string
}

// readBay parses `r c` and the r rows; a row can be 500 000 characters long.
func readBay(in io.Reader) Bay {
	data, _ := io.ReadAll(bufio.NewReaderSize(in, 1<<20))
	fields := strings.Fields(string(data))
	rows, _ := strconv.Atoi(fields[0])
	cols, _ := strconv.Atoi(fields[1])
	return Bay{rows: rows, cols: cols, cells: fields[2 : 2+rows]}
}

// sinkIsland marks every land cell connected to the start cell as seen. It uses an
// explicit stack: a recursive fill would go as deep as the island is large.
func (b Bay) sinkIsland(start int, seen []bool) {
	seen[start] = true
	stack := []int{start}
	for len(stack) > 0 {
		cell := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		row, col := cell/b.cols, cell%b.cols
		for _, step := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			nr, nc := row+step[0], col+step[1]
			if nr < 0 || nr >= b.rows || nc < 0 || nc >= b.cols || b.cells[nr][nc] != land {
				continue
			}
			if next := nr*b.cols + nc; !seen[next] {
				seen[next] = true
				stack = append(stack, next)
			}
		}
	}
}

// CountIslands counts the groups of side-connected land cells.
func (b Bay) CountIslands() int {
	seen := make([]bool, b.rows*b.cols)
	islands := 0
	for row := 0; row < b.rows; row++ {
		for col := 0; col < b.cols; col++ {
			cell := row*b.cols + col
			if b.cells[row][col] == land && !seen[cell] {
				islands++
				b.sinkIsland(cell, seen)
			}
		}
	}
	return islands
}

func main() {
	fmt.Println(readBay(os.Stdin).CountIslands())
}
