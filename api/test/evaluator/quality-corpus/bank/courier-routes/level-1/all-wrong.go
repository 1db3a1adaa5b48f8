package main

import (
	"bufio"
	"fmt"
	"os"
)

// hubsOnRoute counts the hubs a parcel passes through on the shortest route
// from hub 1 to hub n (both ends included), or 0 when there is no route.
func hubsOnRoute(n int, adj [][]int) int {
	visited := make([]int, n+1) // hubs on the route up to here, 0 = not visited
	visited[1] = 1
	queue := []int{1}
	for i := 0; i < len(queue); i++ {
		hub := queue[i]
		for _, next := range adj[hub] {
			if visited[next] == 0 {
				visited[next] = visited[hub] + 1
				queue = append(queue, next)
			}
		}
	}
	return visited[n]
}

func main() {
	in := bufio.NewReaderSize(os.Stdin, 1<<20)
	var n, m int
	fmt.Fscan(in, &n, &m)
	adj := make([][]int, n+1)
	for i := 0; i < m; i++ {
		var u, v int
		fmt.Fscan(in, &u, &v)
		adj[u] = append(adj[u], v)
		adj[v] = append(adj[v], u)
	}
	fmt.Println(hubsOnRoute(n, adj))
}
