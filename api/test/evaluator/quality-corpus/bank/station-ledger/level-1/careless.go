package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	r := bufio.NewReader(os.Stdin)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	var n, q int
	fmt.Fscan(r, &n, &q)
	p := make([]int64, n+1)
	for i := 0; i < n; i++ {
		var x int64
		fmt.Fscan(r, &x)
		p[i+1] = p[i] + x
	}
	for i := 0; i < q; i++ {
		var a, b int
		fmt.Fscan(r, &a, &b)
		fmt.Fprintln(w, p[b]-p[a-1])
	}
}
