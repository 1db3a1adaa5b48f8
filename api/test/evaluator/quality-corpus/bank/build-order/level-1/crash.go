package main

import (
	"bufio"
	"container/heap"
	"os"
	"strconv"
)

type IntHeap []int

func (h IntHeap) Len() int            { return len(h) }
func (h IntHeap) Less(i, j int) bool  { return h[i] < h[j] }
func (h IntHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *IntHeap) Push(x interface{}) { *h = append(*h, x.(int)) }
func (h *IntHeap) Pop() interface{} {
	old := *h
	n := len(old)
	x := old[n-1]
	*h = old[:n-1]
	return x
}

func readInts() []int {
	reader := bufio.NewReaderSize(os.Stdin, 1<<16)
	var nums []int
	cur, inNum := 0, false
	for {
		c, err := reader.ReadByte()
		if err == nil && c >= '0' && c <= '9' {
			cur = cur*10 + int(c-'0')
			inNum = true
			continue
		}
		if inNum {
			nums = append(nums, cur)
			cur, inNum = 0, false
		}
		if err != nil {
			return nums
		}
	}
}

func main() {
	nums := readInts()
	n, m := nums[0], nums[1]
	children := make([][]int, n+1)
	indegree := make([]int, n+1)
	for i := 0; i < m; i++ {
		a, b := nums[2+2*i], nums[3+2*i]
		children[a] = append(children[a], b)
		indegree[b]++
	}

	ready := &IntHeap{}
	for v := 1; v <= n; v++ {
		if indegree[v] == 0 {
			heap.Push(ready, v)
		}
	}

	// build exactly n modules, one per step
	order := make([]int, 0, n)
	for step := 0; step < n; step++ {
		v := heap.Pop(ready).(int)
		order = append(order, v)
		for _, c := range children[v] {
			indegree[c]--
			if indegree[c] == 0 {
				heap.Push(ready, c)
			}
		}
	}

	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	if len(order) != n {
		w.WriteString("CYCLE\n")
		return
	}
	for i, v := range order {
		if i > 0 {
			w.WriteByte(' ')
		}
		w.WriteString(strconv.Itoa(v))
	}
	w.WriteByte('\n')
}
