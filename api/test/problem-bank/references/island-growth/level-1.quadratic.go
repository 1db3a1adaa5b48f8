package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	reader := bufio.NewReaderSize(os.Stdin, 1<<16)
	var rows, columns int
	fmt.Fscan(reader, &rows, &columns)
	grid := make([]string, rows)
	for r := range grid {
		fmt.Fscan(reader, &grid[r])
	}
	var seen [][2]int
	wasSeen := func(r, c int) bool {
		for _, cell := range seen {
			if cell[0] == r && cell[1] == c {
				return true
			}
		}
		return false
	}
	islands := 0
	steps := [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}
	for r := 0; r < rows; r++ {
		for c := 0; c < columns; c++ {
			if grid[r][c] != '#' || wasSeen(r, c) {
				continue
			}
			islands++
			seen = append(seen, [2]int{r, c})
			stack := [][2]int{{r, c}}
			for len(stack) > 0 {
				cell := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				for _, step := range steps {
					nx, ny := cell[0]+step[0], cell[1]+step[1]
					if nx < 0 || nx >= rows || ny < 0 || ny >= columns || grid[nx][ny] != '#' {
						continue
					}
					if !wasSeen(nx, ny) {
						seen = append(seen, [2]int{nx, ny})
						stack = append(stack, [2]int{nx, ny})
					}
				}
			}
		}
	}
	fmt.Println(islands)
}
