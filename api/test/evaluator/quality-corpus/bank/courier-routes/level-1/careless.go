package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	r := bufio.NewReader(os.Stdin)
	var n, m int
	fmt.Fscan(r, &n, &m)
	g := make([][]int, n+1)
	for i := 0; i < m; i++ {
		var a, b int
		fmt.Fscan(r, &a, &b)
		g[a] = append(g[a], b)
		g[b] = append(g[b], a)
	}
	d := make([]int, n+1)
	for i := range d {
		d[i] = -1
	}
	d[1] = 0
	q := []int{1}
	for len(q) > 0 {
		x := q[0]
		q = q[1:]
		for _, y := range g[x] {
			if d[y] == -1 {
				d[y] = d[x] + 1
				q = append(q, y)
			}
		}
	}
	fmt.Println(d[n])
}
