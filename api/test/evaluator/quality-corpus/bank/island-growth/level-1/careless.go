package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	rd := bufio.NewReaderSize(os.Stdin, 1<<20)
	var r, c int
	fmt.Fscan(rd, &r, &c)
	g := make([]string, r)
	for i := 0; i < r; i++ {
		fmt.Fscan(rd, &g[i])
	}
	v := make([]bool, r*c)
	ans := 0
	q := make([]int, 0, 1024)
	for i := 0; i < r; i++ {
		for j := 0; j < c; j++ {
			if g[i][j] != '#' || v[i*c+j] {
				continue
			}
			ans++
			v[i*c+j] = true
			q = append(q[:0], i*c+j)
			for len(q) > 0 {
				x := q[len(q)-1]
				q = q[:len(q)-1]
				a, b := x/c, x%c
				if a > 0 && g[a-1][b] == '#' && !v[x-c] {
					v[x-c] = true
					q = append(q, x-c)
				}
				if a < r-1 && g[a+1][b] == '#' && !v[x+c] {
					v[x+c] = true
					q = append(q, x+c)
				}
				if b > 0 && g[a][b-1] == '#' && !v[x-1] {
					v[x-1] = true
					q = append(q, x-1)
				}
				if b < c-1 && g[a][b+1] == '#' && !v[x+1] {
					v[x+1] = true
					q = append(q, x+1)
				}
			}
		}
	}
	fmt.Println(ans)
}
