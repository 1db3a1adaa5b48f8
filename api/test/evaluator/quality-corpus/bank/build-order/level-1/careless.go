package main

import (
	"bufio"
	"container/heap"
	"fmt"
	"os"
)

type H []int

func (h H) Len() int            { return len(h) }
func (h H) Less(i, j int) bool  { return h[i] < h[j] }
func (h H) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *H) Push(x interface{}) { *h = append(*h, x.(int)) }
func (h *H) Pop() interface{} {
	o := *h
	x := o[len(o)-1]
	*h = o[:len(o)-1]
	return x
}

func main() {
	r := bufio.NewReader(os.Stdin)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	var n, m int
	fmt.Fscan(r, &n, &m)
	g := make([][]int, n+1)
	d := make([]int, n+1)
	for i := 0; i < m; i++ {
		var a, b int
		fmt.Fscan(r, &a, &b)
		g[a] = append(g[a], b)
		d[b]++
	}
	h := &H{}
	for i := 1; i <= n; i++ {
		if d[i] == 0 {
			heap.Push(h, i)
		}
	}
	res := []int{}
	for h.Len() > 0 {
		x := heap.Pop(h).(int)
		res = append(res, x)
		for _, y := range g[x] {
			d[y]--
			if d[y] == 0 {
				heap.Push(h, y)
			}
		}
	}
	if len(res) != n {
		fmt.Fprintln(w, "CYCLE")
		return
	}
	for i := 0; i < len(res); i++ {
		if i > 0 {
			fmt.Fprint(w, " ")
		}
		fmt.Fprint(w, res[i])
	}
	fmt.Fprintln(w)
}
