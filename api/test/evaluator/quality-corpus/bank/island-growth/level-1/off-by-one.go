package main

import (
	"bufio"
	"fmt"
	"os"
)

type point struct{ r, c int }

var directions = []point{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}

type bayMap struct {
	rows, cols int
	grid       [][]byte
	visited    [][]bool
}

func (m *bayMap) inside(p point) bool {
	return p.r >= 0 && p.r < m.rows && p.c >= 0 && p.c < m.cols-1
}

func (m *bayMap) flood(start point) {
	m.visited[start.r][start.c] = true
	queue := []point{start}
	for i := 0; i < len(queue); i++ {
		cur := queue[i]
		for _, d := range directions {
			nb := point{cur.r + d.r, cur.c + d.c}
			if m.inside(nb) && m.grid[nb.r][nb.c] == '#' && !m.visited[nb.r][nb.c] {
				m.visited[nb.r][nb.c] = true
				queue = append(queue, nb)
			}
		}
	}
}

func main() {
	in := bufio.NewReaderSize(os.Stdin, 1<<20)
	m := &bayMap{}
	fmt.Fscan(in, &m.rows, &m.cols)
	m.grid = make([][]byte, m.rows)
	m.visited = make([][]bool, m.rows)
	for i := range m.grid {
		var line string
		fmt.Fscan(in, &line)
		m.grid[i] = []byte(line)
		m.visited[i] = make([]bool, m.cols)
	}
	islands := 0
	for r := 0; r < m.rows; r++ {
		for c := 0; c < m.cols; c++ {
			if m.grid[r][c] == '#' && !m.visited[r][c] {
				islands++
				m.flood(point{r, c})
			}
		}
	}
	fmt.Println(islands)
}
