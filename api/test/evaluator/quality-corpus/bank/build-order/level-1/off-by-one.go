package main

import (
	"bufio"
	"container/heap"
	"os"
	"strconv"
	"strings"
)

type readyModules []int

func (r readyModules) Len() int            { return len(r) }
func (r readyModules) Less(i, j int) bool  { return r[i] < r[j] }
func (r readyModules) Swap(i, j int)       { r[i], r[j] = r[j], r[i] }
func (r *readyModules) Push(x interface{}) { *r = append(*r, x.(int)) }
func (r *readyModules) Pop() interface{} {
	old := *r
	top := old[len(old)-1]
	*r = old[:len(old)-1]
	return top
}

type pipeline struct {
	n          int
	dependents [][]int
	remaining  []int
}

func readPipeline() *pipeline {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	sc.Split(bufio.ScanWords)
	nextInt := func() int {
		sc.Scan()
		v, _ := strconv.Atoi(sc.Text())
		return v
	}
	n, m := nextInt(), nextInt()
	p := &pipeline{n: n, dependents: make([][]int, n+1), remaining: make([]int, n+1)}
	for i := 0; i < m; i++ {
		a, b := nextInt(), nextInt()
		p.dependents[a] = append(p.dependents[a], b)
		p.remaining[b]++
	}
	return p
}

func (p *pipeline) buildOrder() []int {
	ready := &readyModules{}
	for module := 1; module <= p.n; module++ {
		if p.remaining[module] == 0 {
			heap.Push(ready, module)
		}
	}
	var order []int
	for ready.Len() > 0 {
		module := heap.Pop(ready).(int)
		order = append(order, module)
		for _, next := range p.dependents[module] {
			p.remaining[next]--
			if p.remaining[next] == 0 {
				heap.Push(ready, next)
			}
		}
	}
	return order
}

// hasCycle reports whether some module still waits on a prerequisite after the build.
func (p *pipeline) hasCycle() bool {
	for module := 1; module < p.n; module++ {
		if p.remaining[module] > 0 {
			return true
		}
	}
	return false
}

func main() {
	p := readPipeline()
	order := p.buildOrder()
	if p.hasCycle() {
		os.Stdout.WriteString("CYCLE\n")
		return
	}
	parts := make([]string, len(order))
	for i, module := range order {
		parts[i] = strconv.Itoa(module)
	}
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	w.WriteString(strings.Join(parts, " "))
	w.WriteString("\n")
}
