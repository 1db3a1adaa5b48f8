package main

import (
	"bufio"
	"os"
	"strconv"
)

func nextInt(r *bufio.Reader) int {
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

// buildStages gives every module the build stage it lands in:
// stage 0 modules need nothing, stage k modules need something from stage k-1.
func buildStages(n int, next [][]int, waiting []int) []int {
	stage := make([]int, n+1)
	queue := []int{}
	for v := 1; v <= n; v++ {
		if waiting[v] == 0 {
			queue = append(queue, v)
		}
	}
	for head := 0; head < len(queue); head++ {
		v := queue[head]
		for _, u := range next[v] {
			if stage[v]+1 > stage[u] {
				stage[u] = stage[v] + 1
			}
			waiting[u]--
			if waiting[u] == 0 {
				queue = append(queue, u)
			}
		}
	}
	return stage
}

func main() {
	r := bufio.NewReaderSize(os.Stdin, 1<<20)
	n, m := nextInt(r), nextInt(r)
	next := make([][]int, n+1)
	waiting := make([]int, n+1)
	for i := 0; i < m; i++ {
		a, b := nextInt(r), nextInt(r)
		next[a] = append(next[a], b)
		waiting[b]++
	}
	stage := buildStages(n, next, waiting)

	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	for v := 1; v <= n; v++ {
		if v > 1 {
			w.WriteByte(' ')
		}
		w.WriteString(strconv.Itoa(stage[v]))
	}
	w.WriteByte('\n')
}
