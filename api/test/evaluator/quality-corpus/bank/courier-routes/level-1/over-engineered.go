package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
)

// HubID names a hub of the courier network.
type HubID int

// Road is a two-way road between two hubs.
type Road struct {
	From HubID
	To   HubID
}

// Graph is the read-only view of the network the route planners need.
type Graph interface {
	HubCount() int
	Neighbours(hub HubID) []HubID
}

// AdjacencyListGraph stores every hub's neighbours.
type AdjacencyListGraph struct {
	neighbours [][]HubID
}

// NewAdjacencyListGraph creates a network of hubCount hubs and no roads.
func NewAdjacencyListGraph(hubCount int) *AdjacencyListGraph {
	return &AdjacencyListGraph{neighbours: make([][]HubID, hubCount+1)}
}

// AddRoad connects both ends of the road.
func (g *AdjacencyListGraph) AddRoad(road Road) {
	g.neighbours[road.From] = append(g.neighbours[road.From], road.To)
	g.neighbours[road.To] = append(g.neighbours[road.To], road.From)
}

// HubCount returns the number of hubs.
func (g *AdjacencyListGraph) HubCount() int { return len(g.neighbours) - 1 }

// Neighbours lists the hubs one road away.
func (g *AdjacencyListGraph) Neighbours(hub HubID) []HubID { return g.neighbours[hub] }

// RouteResult is the outcome of a route query.
type RouteResult struct {
	Reachable bool
	Roads     int
}

// RouteQuery asks for a route between two hubs.
type RouteQuery struct {
	Origin      HubID
	Destination HubID
}

// RoutePlanner is the strategy that answers route queries.
type RoutePlanner interface {
	Plan(graph Graph, query RouteQuery) RouteResult
}

// BreadthFirstPlanner finds the route with the fewest roads; every road costs the same.
type BreadthFirstPlanner struct{}

// Plan runs a breadth-first search from the origin.
func (BreadthFirstPlanner) Plan(graph Graph, query RouteQuery) RouteResult {
	const unvisited = -1
	hops := make([]int, graph.HubCount()+1)
	for i := range hops {
		hops[i] = unvisited
	}
	hops[query.Origin] = 0
	frontier := []HubID{query.Origin}
	for head := 0; head < len(frontier); head++ {
		hub := frontier[head]
		if hub == query.Destination {
			break
		}
		for _, next := range graph.Neighbours(hub) {
			if hops[next] == unvisited {
				hops[next] = hops[hub] + 1
				frontier = append(frontier, next)
			}
		}
	}
	if hops[query.Destination] == unvisited {
		return RouteResult{}
	}
	return RouteResult{Reachable: true, Roads: hops[query.Destination]}
}

// PlannerFactory selects a planner by name, so weighted planners can be added later.
type PlannerFactory struct {
	planners map[string]RoutePlanner
}

// NewPlannerFactory registers the available planners.
func NewPlannerFactory() *PlannerFactory {
	return &PlannerFactory{planners: map[string]RoutePlanner{"unweighted": BreadthFirstPlanner{}}}
}

// Planner returns the planner registered under name.
func (f *PlannerFactory) Planner(name string) RoutePlanner { return f.planners[name] }

// NetworkReader parses the network from the input.
type NetworkReader struct {
	source *bufio.Reader
}

func (r *NetworkReader) nextInt() int {
	c, _ := r.source.ReadByte()
	for c == ' ' || c == '\n' || c == '\r' || c == '\t' {
		c, _ = r.source.ReadByte()
	}
	value := 0
	for c >= '0' && c <= '9' {
		value = value*10 + int(c-'0')
		c, _ = r.source.ReadByte()
	}
	return value
}

// Read builds the graph from `n m` and m roads.
func (r *NetworkReader) Read() *AdjacencyListGraph {
	hubCount, roadCount := r.nextInt(), r.nextInt()
	graph := NewAdjacencyListGraph(hubCount)
	for i := 0; i < roadCount; i++ {
		from := HubID(r.nextInt())
		to := HubID(r.nextInt())
		graph.AddRoad(Road{From: from, To: to})
	}
	return graph
}

// ResultFormatter turns a result into the output line.
type ResultFormatter interface {
	Format(result RouteResult) string
}

// RoadCountFormatter prints the number of roads, or -1 when unreachable.
type RoadCountFormatter struct{}

// Format implements ResultFormatter.
func (RoadCountFormatter) Format(result RouteResult) string {
	if !result.Reachable {
		return "-1"
	}
	return fmt.Sprint(result.Roads)
}

// DispatchConfig describes one dispatch run.
type DispatchConfig struct {
	PlannerName string
	Origin      HubID
}

// CourierDispatcher answers the parcel's routing question.
type CourierDispatcher struct {
	config    DispatchConfig
	factory   *PlannerFactory
	formatter ResultFormatter
}

// Dispatch reads the network and writes the answer.
func (d *CourierDispatcher) Dispatch(in io.Reader, out io.Writer) {
	graph := (&NetworkReader{source: bufio.NewReaderSize(in, 1<<20)}).Read()
	query := RouteQuery{Origin: d.config.Origin, Destination: HubID(graph.HubCount())}
	result := d.factory.Planner(d.config.PlannerName).Plan(graph, query)
	fmt.Fprintln(out, d.formatter.Format(result))
}

func main() {
	dispatcher := &CourierDispatcher{
		config:    DispatchConfig{PlannerName: "unweighted", Origin: 1},
		factory:   NewPlannerFactory(),
		formatter: RoadCountFormatter{},
	}
	dispatcher.Dispatch(os.Stdin, os.Stdout)
}
