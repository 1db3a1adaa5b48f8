package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

func countIslands(grid []string, rows, cols int) int {
	seen := make([][]bool, rows)
	for i := range seen {
		seen[i] = make([]bool, cols)
	}
	count := 0
	for i := 0; i < rows; i++ {
		for j := 0; j < cols; j++ {
			if grid[i][j] == '#' && !seen[i][j] {
				count++
				fill(grid, seen, i, j)
			}
		}
	}
	return count
}

// fill marks the whole island with a stack instead of recursion
func fill(grid []string, seen [][]bool, i, j int) {
	rows, cols := len(grid), len(grid[0])
	stack := [][2]int{{i, j}}
	seen[i][j] = true
	for len(stack) > 0 {
		top := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			r, c := top[0]+d[0], top[1]+d[1]
			if r >= 0 && r < rows && c >= 0 && c < cols && grid[r][c] == '#' && !seen[r][c] {
				seen[r][c] = true
				stack = append(stack, [2]int{r, c})
			}
		}
	}
}

func main() {
	sc := bufio.NewScanner(os.Stdin)
	sc.Scan()
	dims := strings.Fields(sc.Text())
	rows, _ := strconv.Atoi(dims[0])
	cols, _ := strconv.Atoi(dims[1])
	grid := make([]string, rows)
	for i := 0; i < rows; i++ {
		sc.Scan()
		grid[i] = sc.Text()
	}
	fmt.Println(countIslands(grid, rows, cols))
}
