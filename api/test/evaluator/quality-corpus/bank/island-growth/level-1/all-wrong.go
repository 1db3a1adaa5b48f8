package main

import (
	"bufio"
	"fmt"
	"os"
)

// Counts the separate bodies of open sea: cells marked '.' that touch by a side.
func main() {
	in := bufio.NewReaderSize(os.Stdin, 1<<20)
	var rows, cols int
	fmt.Fscan(in, &rows, &cols)
	grid := make([]string, rows)
	for i := range grid {
		fmt.Fscan(in, &grid[i])
	}

	visited := make([]bool, rows*cols)
	regions := 0
	stack := []int{}
	for start := 0; start < rows*cols; start++ {
		if grid[start/cols][start%cols] != '.' || visited[start] {
			continue
		}
		regions++
		visited[start] = true
		stack = append(stack, start)
		for len(stack) > 0 {
			cell := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			r, c := cell/cols, cell%cols
			neighbours := [][2]int{{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}}
			for _, nb := range neighbours {
				nr, nc := nb[0], nb[1]
				if nr < 0 || nr >= rows || nc < 0 || nc >= cols {
					continue
				}
				next := nr*cols + nc
				if grid[nr][nc] == '.' && !visited[next] {
					visited[next] = true
					stack = append(stack, next)
				}
			}
		}
	}
	fmt.Println(regions)
}
