package main

import (
	"bufio"
	"container/heap"
	"os"
	"strconv"
)

// intReader reads non-negative integers from a buffered stream.
type intReader struct {
	r *bufio.Reader
}

func (ir *intReader) next() int {
	c, _ := ir.r.ReadByte()
	for c == ' ' || c == '\n' || c == '\r' || c == '\t' {
		c, _ = ir.r.ReadByte()
	}
	value := 0
	for c >= '0' && c <= '9' {
		value = value*10 + int(c-'0')
		c, _ = ir.r.ReadByte()
	}
	return value
}

// minHeap holds the modules whose prerequisites are all built, smallest first.
type minHeap []int

func (h minHeap) Len() int            { return len(h) }
func (h minHeap) Less(i, j int) bool  { return h[i] < h[j] }
func (h minHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *minHeap) Push(x interface{}) { *h = append(*h, x.(int)) }
func (h *minHeap) Pop() interface{} {
	old := *h
	last := old[len(old)-1]
	*h = old[:len(old)-1]
	return last
}

// smallestBuildOrder runs Kahn's algorithm, always building the smallest ready module.
// It returns nil when a cycle leaves some modules unbuilt.
func smallestBuildOrder(n int, dependents [][]int, waitingOn []int) []int {
	ready := &minHeap{}
	for module := 1; module <= n; module++ {
		if waitingOn[module] == 0 {
			*ready = append(*ready, module)
		}
	}
	heap.Init(ready)
	order := make([]int, 0, n)
	for ready.Len() > 0 {
		module := heap.Pop(ready).(int)
		order = append(order, module)
		for _, next := range dependents[module] {
			waitingOn[next]--
			if waitingOn[next] == 0 {
				heap.Push(ready, next)
			}
		}
	}
	if len(order) < n {
		return nil
	}
	return order
}

func main() {
	in := &intReader{r: bufio.NewReaderSize(os.Stdin, 1<<20)}
	n, m := in.next(), in.next()
	dependents := make([][]int, n+1)
	waitingOn := make([]int, n+1)
	for i := 0; i < m; i++ {
		before, after := in.next(), in.next()
		dependents[before] = append(dependents[before], after)
		waitingOn[after]++
	}

	out := bufio.NewWriterSize(os.Stdout, 1<<20)
	defer out.Flush()
	order := smallestBuildOrder(n, dependents, waitingOn)
	if order == nil {
		out.WriteString("CYCLE\n")
		return
	}
	for i, module := range order {
		if i > 0 {
			out.WriteByte(' ')
		}
		out.WriteString(strconv.Itoa(module))
	}
	out.WriteByte('\n')
}
