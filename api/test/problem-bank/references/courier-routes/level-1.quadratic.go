package main

import (
	"bufio"
	"fmt"
	"os"
)

func contains(list []int, value int) bool {
	for _, item := range list {
		if item == value {
			return true
		}
	}
	return false
}

func main() {
	reader := bufio.NewReader(os.Stdin)
	var n, m int
	fmt.Fscan(reader, &n, &m)
	adjacency := make([][]int, n+1)
	for i := 0; i < m; i++ {
		var u, v int
		fmt.Fscan(reader, &u, &v)
		adjacency[u] = append(adjacency[u], v)
		adjacency[v] = append(adjacency[v], u)
	}
	visited := []int{1}
	frontier := []int{1}
	hops := 0
	for len(frontier) > 0 {
		if contains(frontier, n) {
			fmt.Println(hops)
			return
		}
		var following []int
		for _, hub := range frontier {
			for _, neighbour := range adjacency[hub] {
				if !contains(visited, neighbour) {
					visited = append(visited, neighbour)
					following = append(following, neighbour)
				}
			}
		}
		frontier = following
		hops++
	}
	fmt.Println(-1)
}
