package main

import (
	"bufio"
	"fmt"
	"os"
)

// scanner reads the non-negative integers of the input.
type scanner struct {
	r *bufio.Reader
}

func (s *scanner) nextInt() int {
	c, _ := s.r.ReadByte()
	for c == ' ' || c == '\n' || c == '\r' || c == '\t' {
		c, _ = s.r.ReadByte()
	}
	value := 0
	for c >= '0' && c <= '9' {
		value = value*10 + int(c-'0')
		c, _ = s.r.ReadByte()
	}
	return value
}

// fewestRoads runs a breadth-first search from hub 1: every road costs the same,
// so the first time a hub is reached is along a route with the fewest roads.
func fewestRoads(n int, roads [][]int) int {
	hops := make([]int, n+1)
	for i := range hops {
		hops[i] = -1
	}
	hops[1] = 0
	queue := make([]int, 0, n)
	queue = append(queue, 1)
	for head := 0; head < len(queue); head++ {
		hub := queue[head]
		for _, next := range roads[hub] {
			if hops[next] == -1 {
				hops[next] = hops[hub] + 1
				queue = append(queue, next)
			}
		}
	}
	return hops[n]
}

func main() {
	in := &scanner{r: bufio.NewReaderSize(os.Stdin, 1<<20)}
	n, m := in.nextInt(), in.nextInt()
	roads := make([][]int, n+1)
	for i := 0; i < m; i++ {
		u, v := in.nextInt(), in.nextInt()
		roads[u] = append(roads[u], v)
		roads[v] = append(roads[v], u)
	}
	fmt.Println(fewestRoads(n, roads))
}
