package main

import (
	"bufio"
	"container/heap"
	"fmt"
	"os"
	"strconv"
	"strings"
)

type ParkingSpot struct {
	Floor  int
	Number int
	Kind   string
}

func (p *ParkingSpot) String() string {
	return strconv.Itoa(p.Floor) + "-" + strconv.Itoa(p.Number)
}

type spotHeap []*ParkingSpot

func (h spotHeap) Len() int { return len(h) }
func (h spotHeap) Less(i, j int) bool {
	return h[i].Floor < h[j].Floor || (h[i].Floor == h[j].Floor && h[i].Number < h[j].Number)
}
func (h spotHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *spotHeap) Push(x interface{}) { *h = append(*h, x.(*ParkingSpot)) }
func (h *spotHeap) Pop() interface{} {
	old := *h
	top := old[len(old)-1]
	*h = old[:len(old)-1]
	return top
}

type ParkingGarage struct {
	floors     int
	freeByKind map[string]*spotHeap
	tickets    map[string]*ParkingSpot
}

func NewParkingGarage() *ParkingGarage {
	return &ParkingGarage{
		freeByKind: map[string]*spotHeap{"SMALL": {}, "MEDIUM": {}, "LARGE": {}},
		tickets:    map[string]*ParkingSpot{},
	}
}

var fits = map[string]string{"BIKE": "SMALL", "CAR": "MEDIUM", "TRUCK": "LARGE"}

func (g *ParkingGarage) AddFloor(counts []int) string {
	g.floors++
	number := 0
	for i, kind := range []string{"SMALL", "MEDIUM", "LARGE"} {
		for j := 0; j < counts[i]; j++ {
			number++
			heap.Push(g.freeByKind[kind], &ParkingSpot{Floor: g.floors, Number: number, Kind: kind})
		}
	}
	return fmt.Sprintf("FLOOR %d", g.floors)
}

func (g *ParkingGarage) Park(plate, vehicle string) string {
	if g.tickets[plate] != nil {
		return "ALREADY_PARKED"
	}
	free := g.freeByKind[fits[vehicle]]
	if free.Len() == 0 {
		return "FULL"
	}
	spot := heap.Pop(free).(*ParkingSpot)
	g.tickets[plate] = spot
	return "PARKED " + plate + " " + spot.String()
}

func (g *ParkingGarage) Leave(plate string) string {
	spot := g.tickets[plate]
	if spot == nil {
		return "NOT_FOUND"
	}
	delete(g.tickets, plate)
	heap.Push(g.freeByKind[spot.Kind], spot)
	return "LEFT " + plate + " " + spot.String()
}

func (g *ParkingGarage) Where(plate string) string {
	return g.tickets[plate].String()
}

func main() {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()

	sc.Scan()
	n, _ := strconv.Atoi(strings.TrimSpace(sc.Text()))
	garage := NewParkingGarage()
	for i := 0; i < n; i++ {
		sc.Scan()
		parts := strings.Fields(sc.Text())
		var line string
		switch parts[0] {
		case "ADD_FLOOR":
			counts := make([]int, 3)
			for j := range counts {
				counts[j], _ = strconv.Atoi(parts[j+1])
			}
			line = garage.AddFloor(counts)
		case "PARK":
			line = garage.Park(parts[1], parts[2])
		case "LEAVE":
			line = garage.Leave(parts[1])
		case "WHERE":
			line = garage.Where(parts[1])
		case "FREE":
			line = strconv.Itoa(garage.freeByKind[parts[1]].Len())
		}
		w.WriteString(line)
		w.WriteByte('\n')
	}
}
