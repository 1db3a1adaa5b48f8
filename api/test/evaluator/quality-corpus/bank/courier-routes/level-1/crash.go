package main

import (
	"bufio"
	"fmt"
	"os"
)

func readInt(r *bufio.Reader) int {
	n := 0
	c, _ := r.ReadByte()
	for c == ' ' || c == '\n' || c == '\r' {
		c, _ = r.ReadByte()
	}
	for c >= '0' && c <= '9' {
		n = n*10 + int(c-'0')
		c, _ = r.ReadByte()
	}
	return n
}

func bfs(n, m int, adj [][]int) int {
	dist := make([]int, n+1)
	for i := 1; i <= n; i++ {
		dist[i] = -1
	}
	// each road can add at most one hub to the queue
	queue := make([]int, m)
	head, tail := 0, 0
	queue[tail] = 1
	tail++
	dist[1] = 0
	for head < tail {
		u := queue[head]
		head++
		for _, v := range adj[u] {
			if dist[v] == -1 {
				dist[v] = dist[u] + 1
				queue[tail] = v
				tail++
			}
		}
	}
	return dist[n]
}

func main() {
	r := bufio.NewReaderSize(os.Stdin, 1<<20)
	n, m := readInt(r), readInt(r)
	adj := make([][]int, n+1)
	for i := 0; i < m; i++ {
		u, v := readInt(r), readInt(r)
		adj[u] = append(adj[u], v)
		adj[v] = append(adj[v], u)
	}
	fmt.Println(bfs(n, m, adj))
}
