package main

import (
	"bufio"
	"container/heap"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

// ---- domain ----

// SpotSize is the size class of a spot.
type SpotSize string

const (
	SizeSmall  SpotSize = "SMALL"
	SizeMedium SpotSize = "MEDIUM"
	SizeLarge  SpotSize = "LARGE"
)

// SpotSizesInFloorOrder is the order in which a floor numbers its spots.
var SpotSizesInFloorOrder = []SpotSize{SizeSmall, SizeMedium, SizeLarge}

// Vehicle is anything that can be parked.
type Vehicle interface {
	Plate() string
	RequiredSize() SpotSize
}

type baseVehicle struct{ plate string }

func (v baseVehicle) Plate() string { return v.plate }

// Bike needs a small spot.
type Bike struct{ baseVehicle }

// Car needs a medium spot.
type Car struct{ baseVehicle }

// Truck needs a large spot.
type Truck struct{ baseVehicle }

func (Bike) RequiredSize() SpotSize  { return SizeSmall }
func (Car) RequiredSize() SpotSize   { return SizeMedium }
func (Truck) RequiredSize() SpotSize { return SizeLarge }

// VehicleFactory creates vehicles from their type names.
type VehicleFactory struct {
	constructors map[string]func(plate string) Vehicle
}

// NewVehicleFactory registers the known vehicle types.
func NewVehicleFactory() *VehicleFactory {
	return &VehicleFactory{constructors: map[string]func(string) Vehicle{
		"BIKE":  func(p string) Vehicle { return Bike{baseVehicle{p}} },
		"CAR":   func(p string) Vehicle { return Car{baseVehicle{p}} },
		"TRUCK": func(p string) Vehicle { return Truck{baseVehicle{p}} },
	}}
}

// Create builds a vehicle of the named type.
func (f *VehicleFactory) Create(kind, plate string) Vehicle { return f.constructors[kind](plate) }

// ParkingSpot is one spot of a floor.
type ParkingSpot struct {
	FloorNumber int
	SpotNumber  int
	Size        SpotSize
}

// Label is the spot's `floor-spot` name.
func (s *ParkingSpot) Label() string { return fmt.Sprintf("%d-%d", s.FloorNumber, s.SpotNumber) }

// FloorLayout says how many spots of each size a floor has.
type FloorLayout map[SpotSize]int

// ParkingFloor owns its spots.
type ParkingFloor struct {
	Number int
	Spots  []*ParkingSpot
}

// NewParkingFloor numbers the spots small first, then medium, then large.
func NewParkingFloor(number int, layout FloorLayout) *ParkingFloor {
	floor := &ParkingFloor{Number: number}
	for _, size := range SpotSizesInFloorOrder {
		for i := 0; i < layout[size]; i++ {
			floor.Spots = append(floor.Spots, &ParkingSpot{FloorNumber: number, SpotNumber: len(floor.Spots) + 1, Size: size})
		}
	}
	return floor
}

// ---- allocation strategy ----

// SpotAllocator hands out and takes back free spots of one size.
type SpotAllocator interface {
	Release(spot *ParkingSpot)
	Allocate() (*ParkingSpot, bool)
	Available() int
}

// SpotAllocatorFactory creates one allocator per size.
type SpotAllocatorFactory func() SpotAllocator

type spotMinHeap []*ParkingSpot

func (h spotMinHeap) Len() int { return len(h) }
func (h spotMinHeap) Less(i, j int) bool {
	if h[i].FloorNumber != h[j].FloorNumber {
		return h[i].FloorNumber < h[j].FloorNumber
	}
	return h[i].SpotNumber < h[j].SpotNumber
}
func (h spotMinHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *spotMinHeap) Push(x interface{}) { *h = append(*h, x.(*ParkingSpot)) }
func (h *spotMinHeap) Pop() interface{} {
	old := *h
	last := old[len(old)-1]
	*h = old[:len(old)-1]
	return last
}

// LowestSpotFirstAllocator picks the lowest floor, then the lowest spot number.
type LowestSpotFirstAllocator struct {
	free spotMinHeap
}

// NewLowestSpotFirstAllocator is a SpotAllocatorFactory.
func NewLowestSpotFirstAllocator() SpotAllocator { return &LowestSpotFirstAllocator{} }

func (a *LowestSpotFirstAllocator) Release(spot *ParkingSpot) { heap.Push(&a.free, spot) }
func (a *LowestSpotFirstAllocator) Available() int            { return a.free.Len() }
func (a *LowestSpotFirstAllocator) Allocate() (*ParkingSpot, bool) {
	if a.free.Len() == 0 {
		return nil, false
	}
	return heap.Pop(&a.free).(*ParkingSpot), true
}

// ---- service ----

// ParkingTicket links a parked vehicle to its spot.
type ParkingTicket struct {
	Vehicle Vehicle
	Spot    *ParkingSpot
}

// ParkingGarage is the facade the commands talk to.
type ParkingGarage struct {
	floors     []*ParkingFloor
	allocators map[SpotSize]SpotAllocator
	tickets    map[string]ParkingTicket
}

// NewParkingGarage creates an empty garage with one allocator per size.
func NewParkingGarage(newAllocator SpotAllocatorFactory) *ParkingGarage {
	g := &ParkingGarage{allocators: make(map[SpotSize]SpotAllocator), tickets: make(map[string]ParkingTicket)}
	for _, size := range SpotSizesInFloorOrder {
		g.allocators[size] = newAllocator()
	}
	return g
}

// AddFloor appends a floor and returns its number.
func (g *ParkingGarage) AddFloor(layout FloorLayout) int {
	floor := NewParkingFloor(len(g.floors)+1, layout)
	g.floors = append(g.floors, floor)
	for _, spot := range floor.Spots {
		g.allocators[spot.Size].Release(spot)
	}
	return floor.Number
}

// Park parks the vehicle and describes the outcome.
func (g *ParkingGarage) Park(vehicle Vehicle) string {
	if _, parked := g.tickets[vehicle.Plate()]; parked {
		return "ALREADY_PARKED"
	}
	spot, ok := g.allocators[vehicle.RequiredSize()].Allocate()
	if !ok {
		return "FULL"
	}
	g.tickets[vehicle.Plate()] = ParkingTicket{Vehicle: vehicle, Spot: spot}
	return "PARKED " + vehicle.Plate() + " " + spot.Label()
}

// Leave frees the vehicle's spot.
func (g *ParkingGarage) Leave(plate string) string {
	ticket, ok := g.tickets[plate]
	if !ok {
		return "NOT_FOUND"
	}
	delete(g.tickets, plate)
	g.allocators[ticket.Spot.Size].Release(ticket.Spot)
	return "LEFT " + plate + " " + ticket.Spot.Label()
}

// Where locates a vehicle.
func (g *ParkingGarage) Where(plate string) string {
	if ticket, ok := g.tickets[plate]; ok {
		return ticket.Spot.Label()
	}
	return "NOT_FOUND"
}

// FreeSpots counts free spots of a size.
func (g *ParkingGarage) FreeSpots(size SpotSize) int { return g.allocators[size].Available() }

// ---- command layer ----

// CommandHandler runs one command's arguments.
type CommandHandler func(args []string) string

// CommandRouter maps command names to handlers.
type CommandRouter struct {
	handlers map[string]CommandHandler
}

// NewCommandRouter wires the garage's commands.
func NewCommandRouter(garage *ParkingGarage, vehicles *VehicleFactory) *CommandRouter {
	return &CommandRouter{handlers: map[string]CommandHandler{
		"ADD_FLOOR": func(args []string) string {
			layout := FloorLayout{}
			for i, size := range SpotSizesInFloorOrder {
				layout[size], _ = strconv.Atoi(args[i])
			}
			return "FLOOR " + strconv.Itoa(garage.AddFloor(layout))
		},
		"PARK":  func(args []string) string { return garage.Park(vehicles.Create(args[1], args[0])) },
		"LEAVE": func(args []string) string { return garage.Leave(args[0]) },
		"WHERE": func(args []string) string { return garage.Where(args[0]) },
		"FREE":  func(args []string) string { return strconv.Itoa(garage.FreeSpots(SpotSize(args[0]))) },
	}}
}

// Route runs one command line.
func (r *CommandRouter) Route(line string) string {
	fields := strings.Fields(line)
	return r.handlers[fields[0]](fields[1:])
}

// GarageConsole reads the script and prints one line per command.
type GarageConsole struct {
	router     *CommandRouter
	bufferSize int
}

// Run processes the whole script.
func (c *GarageConsole) Run(in io.Reader, out io.Writer) {
	scanner := bufio.NewScanner(in)
	scanner.Buffer(make([]byte, c.bufferSize), c.bufferSize)
	writer := bufio.NewWriterSize(out, c.bufferSize)
	defer writer.Flush()
	scanner.Scan()
	commandCount, _ := strconv.Atoi(strings.TrimSpace(scanner.Text()))
	for i := 0; i < commandCount && scanner.Scan(); i++ {
		writer.WriteString(c.router.Route(scanner.Text()))
		writer.WriteByte('\n')
	}
}

func main() {
	garage := NewParkingGarage(NewLowestSpotFirstAllocator)
	console := &GarageConsole{router: NewCommandRouter(garage, NewVehicleFactory()), bufferSize: 1 << 20}
	console.Run(os.Stdin, os.Stdout)
}
