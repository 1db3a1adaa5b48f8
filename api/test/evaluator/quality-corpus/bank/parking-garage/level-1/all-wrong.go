package main

import (
	"bufio"
	"container/heap"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// Floors are counted from the ground floor, which is floor 0.

type spot struct {
	floor, number int
}

type spotList []spot

func (l spotList) Len() int { return len(l) }
func (l spotList) Less(i, j int) bool {
	if l[i].floor != l[j].floor {
		return l[i].floor < l[j].floor
	}
	return l[i].number < l[j].number
}
func (l spotList) Swap(i, j int)       { l[i], l[j] = l[j], l[i] }
func (l *spotList) Push(x interface{}) { *l = append(*l, x.(spot)) }
func (l *spotList) Pop() interface{} {
	old := *l
	s := old[len(old)-1]
	*l = old[:len(old)-1]
	return s
}

type parkedCar struct {
	at   spot
	size int
}

type garage struct {
	floors int
	free   [3]*spotList
	cars   map[string]parkedCar
}

func (g *garage) addFloor(counts [3]int) string {
	floor := g.floors
	g.floors++
	number := 1
	for size, count := range counts {
		for i := 0; i < count; i++ {
			heap.Push(g.free[size], spot{floor, number})
			number++
		}
	}
	return "FLOOR " + strconv.Itoa(floor)
}

func (s spot) String() string { return fmt.Sprintf("%d-%d", s.floor, s.number) }

func sizeOf(word string) int {
	switch word {
	case "BIKE", "SMALL":
		return 0
	case "CAR", "MEDIUM":
		return 1
	}
	return 2
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<20)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()

	in.Scan()
	n, _ := strconv.Atoi(strings.TrimSpace(in.Text()))
	g := &garage{cars: map[string]parkedCar{}}
	for i := range g.free {
		g.free[i] = &spotList{}
	}
	for ; n > 0 && in.Scan(); n-- {
		f := strings.Fields(in.Text())
		switch f[0] {
		case "ADD_FLOOR":
			var counts [3]int
			for j := 0; j < 3; j++ {
				counts[j], _ = strconv.Atoi(f[j+1])
			}
			fmt.Fprintln(out, g.addFloor(counts))
		case "PARK":
			size := sizeOf(f[2])
			if _, ok := g.cars[f[1]]; ok {
				fmt.Fprintln(out, "ALREADY_PARKED")
			} else if g.free[size].Len() == 0 {
				fmt.Fprintln(out, "FULL")
			} else {
				s := heap.Pop(g.free[size]).(spot)
				g.cars[f[1]] = parkedCar{s, size}
				fmt.Fprintln(out, "PARKED", f[1], s)
			}
		case "LEAVE":
			if c, ok := g.cars[f[1]]; ok {
				delete(g.cars, f[1])
				heap.Push(g.free[c.size], c.at)
				fmt.Fprintln(out, "LEFT", f[1], c.at)
			} else {
				fmt.Fprintln(out, "NOT_FOUND")
			}
		case "WHERE":
			if c, ok := g.cars[f[1]]; ok {
				fmt.Fprintln(out, c.at)
			} else {
				fmt.Fprintln(out, "NOT_FOUND")
			}
		case "FREE":
			fmt.Fprintln(out, g.free[sizeOf(f[1])].Len())
		}
	}
}
