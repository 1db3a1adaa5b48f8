package main

import (
	"bufio"
	"container/heap"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// Size is a spot size; a vehicle fits exactly one size.
type Size int

const (
	Small Size = iota
	Medium
	Large
	sizeCount
)

var sizeByName = map[string]Size{"SMALL": Small, "MEDIUM": Medium, "LARGE": Large}

// Vehicle is a parked or arriving vehicle.
type Vehicle struct {
	Plate string
	Needs Size
}

var neededSize = map[string]Size{"BIKE": Small, "CAR": Medium, "TRUCK": Large}

// Spot is one parking spot, written floor-number.
type Spot struct {
	Floor, Number int
	Size          Size
}

func (s *Spot) String() string { return fmt.Sprintf("%d-%d", s.Floor, s.Number) }

// Floor numbers its spots small first, then medium, then large.
type Floor struct {
	Number int
	Spots  []*Spot
}

// NewFloor creates floor number with counts[size] spots of each size.
func NewFloor(number int, counts [sizeCount]int) *Floor {
	f := &Floor{Number: number}
	for size := Small; size < sizeCount; size++ {
		for i := 0; i < counts[size]; i++ {
			f.Spots = append(f.Spots, &Spot{Floor: number, Number: len(f.Spots) + 1, Size: size})
		}
	}
	return f
}

// freeSpots is a min-heap of spots: lowest floor first, then lowest spot number.
type freeSpots []*Spot

func (h freeSpots) Len() int { return len(h) }
func (h freeSpots) Less(i, j int) bool {
	if h[i].Floor != h[j].Floor {
		return h[i].Floor < h[j].Floor
	}
	return h[i].Number < h[j].Number
}
func (h freeSpots) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *freeSpots) Push(x interface{}) { *h = append(*h, x.(*Spot)) }
func (h *freeSpots) Pop() interface{} {
	old := *h
	spot := old[len(old)-1]
	*h = old[:len(old)-1]
	return spot
}

// Garage assigns spots to vehicles and remembers where each one is parked.
type Garage struct {
	floors []*Floor
	free   [sizeCount]freeSpots
	parked map[string]*Spot
}

// NewGarage creates a garage without floors.
func NewGarage() *Garage {
	return &Garage{parked: make(map[string]*Spot)}
}

// AddFloor adds the next floor and makes its spots available.
func (g *Garage) AddFloor(counts [sizeCount]int) int {
	floor := NewFloor(len(g.floors)+1, counts)
	g.floors = append(g.floors, floor)
	for _, spot := range floor.Spots {
		heap.Push(&g.free[spot.Size], spot)
	}
	return floor.Number
}

// Park gives the vehicle the lowest free spot of its size.
func (g *Garage) Park(v Vehicle) string {
	if _, ok := g.parked[v.Plate]; ok {
		return "ALREADY_PARKED"
	}
	if g.free[v.Needs].Len() == 0 {
		return "FULL"
	}
	spot := heap.Pop(&g.free[v.Needs]).(*Spot)
	g.parked[v.Plate] = spot
	return fmt.Sprintf("PARKED %s %s", v.Plate, spot)
}

// Leave frees the vehicle's spot.
func (g *Garage) Leave(plate string) string {
	spot, ok := g.parked[plate]
	if !ok {
		return "NOT_FOUND"
	}
	delete(g.parked, plate)
	heap.Push(&g.free[spot.Size], spot)
	return fmt.Sprintf("LEFT %s %s", plate, spot)
}

// Where tells where the vehicle is parked.
func (g *Garage) Where(plate string) string {
	if spot, ok := g.parked[plate]; ok {
		return spot.String()
	}
	return "NOT_FOUND"
}

// Free counts the free spots of a size in the whole garage.
func (g *Garage) Free(size Size) int {
	return g.free[size].Len()
}

func execute(g *Garage, args []string) string {
	switch args[0] {
	case "ADD_FLOOR":
		var counts [sizeCount]int
		for size := Small; size < sizeCount; size++ {
			counts[size], _ = strconv.Atoi(args[1+int(size)])
		}
		return "FLOOR " + strconv.Itoa(g.AddFloor(counts))
	case "PARK":
		return g.Park(Vehicle{Plate: args[1], Needs: neededSize[args[2]]})
	case "LEAVE":
		return g.Leave(args[1])
	case "WHERE":
		return g.Where(args[1])
	case "FREE":
		return strconv.Itoa(g.Free(sizeByName[args[1]]))
	}
	return ""
}

func main() {
	scanner := bufio.NewScanner(os.Stdin)
	scanner.Buffer(make([]byte, 1<<20), 1<<20)
	out := bufio.NewWriterSize(os.Stdout, 1<<20)
	defer out.Flush()

	scanner.Scan()
	commandCount, _ := strconv.Atoi(strings.TrimSpace(scanner.Text()))
	garage := NewGarage()
	for i := 0; i < commandCount && scanner.Scan(); i++ {
		out.WriteString(execute(garage, strings.Fields(scanner.Text())))
		out.WriteByte('\n')
	}
}
