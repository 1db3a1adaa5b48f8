package main

import (
	"bufio"
	"container/heap"
	"fmt"
	"os"
	"strconv"
	"strings"
)

type Spot struct {
	floor, number, size int
}

func (s *Spot) label() string { return fmt.Sprintf("%d-%d", s.floor, s.number) }

type SpotQueue []*Spot

func (q SpotQueue) Len() int { return len(q) }
func (q SpotQueue) Less(i, j int) bool {
	if q[i].floor == q[j].floor {
		return q[i].number < q[j].number
	}
	return q[i].floor < q[j].floor
}
func (q SpotQueue) Swap(i, j int)       { q[i], q[j] = q[j], q[i] }
func (q *SpotQueue) Push(x interface{}) { *q = append(*q, x.(*Spot)) }
func (q *SpotQueue) Pop() interface{} {
	old := *q
	s := old[len(old)-1]
	*q = old[:len(old)-1]
	return s
}

const (
	small = iota
	medium
	large
)

var vehicleSize = map[string]int{"BIKE": small, "CAR": medium, "TRUCK": large}
var sizeNames = map[string]int{"SMALL": small, "MEDIUM": medium, "LARGE": large}

type Garage struct {
	floorCount int
	free       [3]SpotQueue
	parked     map[string]*Spot
}

func (g *Garage) addFloor(s, m, l int) string {
	g.floorCount++
	f := g.floorCount
	for i := 1; i <= s; i++ {
		heap.Push(&g.free[small], &Spot{f, i, small})
	}
	for i := 1; i <= m; i++ {
		heap.Push(&g.free[medium], &Spot{f, s + i, medium})
	}
	for i := 0; i < l; i++ {
		heap.Push(&g.free[large], &Spot{f, s + m + i, large})
	}
	return fmt.Sprintf("FLOOR %d", f)
}

func (g *Garage) park(plate, kind string) string {
	if _, ok := g.parked[plate]; ok {
		return "ALREADY_PARKED"
	}
	q := &g.free[vehicleSize[kind]]
	if q.Len() == 0 {
		return "FULL"
	}
	spot := heap.Pop(q).(*Spot)
	g.parked[plate] = spot
	return "PARKED " + plate + " " + spot.label()
}

func (g *Garage) leave(plate string) string {
	spot, ok := g.parked[plate]
	if !ok {
		return "NOT_FOUND"
	}
	delete(g.parked, plate)
	heap.Push(&g.free[spot.size], spot)
	return "LEFT " + plate + " " + spot.label()
}

func (g *Garage) where(plate string) string {
	if spot, ok := g.parked[plate]; ok {
		return spot.label()
	}
	return "NOT_FOUND"
}

func main() {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()

	sc.Scan()
	n, _ := strconv.Atoi(strings.TrimSpace(sc.Text()))
	g := &Garage{parked: map[string]*Spot{}}
	for ; n > 0; n-- {
		sc.Scan()
		cmd := strings.Fields(sc.Text())
		var res string
		switch cmd[0] {
		case "ADD_FLOOR":
			s, _ := strconv.Atoi(cmd[1])
			m, _ := strconv.Atoi(cmd[2])
			l, _ := strconv.Atoi(cmd[3])
			res = g.addFloor(s, m, l)
		case "PARK":
			res = g.park(cmd[1], cmd[2])
		case "LEAVE":
			res = g.leave(cmd[1])
		case "WHERE":
			res = g.where(cmd[1])
		case "FREE":
			res = strconv.Itoa(g.free[sizeNames[cmd[1]]].Len())
		}
		fmt.Fprintln(out, res)
	}
}
