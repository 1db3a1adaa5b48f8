package main

import (
	"bufio"
	"container/heap"
	"os"
	"strconv"
	"strings"
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
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	sc.Scan()
	n, _ := strconv.Atoi(strings.TrimSpace(sc.Text()))
	hs := []*H{{}, {}, {}}
	p := map[string]int{}
	t := map[string]int{}
	f := 0
	for i := 0; i < n; i++ {
		sc.Scan()
		a := strings.Fields(sc.Text())
		if a[0] == "ADD_FLOOR" {
			f++
			x, _ := strconv.Atoi(a[1])
			y, _ := strconv.Atoi(a[2])
			z, _ := strconv.Atoi(a[3])
			for j := 1; j <= x; j++ {
				heap.Push(hs[0], f*10000+j)
			}
			for j := x + 1; j <= x+y; j++ {
				heap.Push(hs[1], f*10000+j)
			}
			for j := x + y + 1; j <= x+y+z; j++ {
				heap.Push(hs[2], f*10000+j)
			}
			w.WriteString("FLOOR " + strconv.Itoa(f) + "\n")
		} else if a[0] == "PARK" {
			k := 0
			if a[2] == "CAR" {
				k = 1
			} else if a[2] == "TRUCK" {
				k = 2
			}
			if _, ok := p[a[1]]; ok {
				w.WriteString("ALREADY_PARKED\n")
			} else if hs[k].Len() == 0 {
				w.WriteString("FULL\n")
			} else {
				s := heap.Pop(hs[k]).(int)
				p[a[1]] = s
				t[a[1]] = k
				w.WriteString("PARKED " + a[1] + " " + strconv.Itoa(s/10000) + "-" + strconv.Itoa(s%10000) + "\n")
			}
		} else if a[0] == "LEAVE" {
			if s, ok := p[a[1]]; ok {
				heap.Push(hs[t[a[1]]], s)
				delete(p, a[1])
				delete(t, a[1])
				w.WriteString("LEFT " + a[1] + " " + strconv.Itoa(s/10000) + "-" + strconv.Itoa(s%10000) + "\n")
			} else {
				w.WriteString("NOT_FOUND\n")
			}
		} else if a[0] == "WHERE" {
			if s, ok := p[a[1]]; ok {
				w.WriteString(strconv.Itoa(s/10000) + "-" + strconv.Itoa(s%10000) + "\n")
			} else {
				w.WriteString("NOT_FOUND\n")
			}
		} else {
			k := 0
			if a[1] == "MEDIUM" {
				k = 1
			} else if a[1] == "LARGE" {
				k = 2
			}
			w.WriteString(strconv.Itoa(hs[k].Len()) + "\n")
		}
	}
}
