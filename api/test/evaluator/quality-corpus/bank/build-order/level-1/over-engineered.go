package main

import (
	"bufio"
	"container/heap"
	"errors"
	"io"
	"os"
	"strconv"
)

// ---- configuration ----

// SchedulerConfig gathers the knobs of the build scheduler.
type SchedulerConfig struct {
	ReaderBufferSize int
	WriterBufferSize int
	CycleMarker      string
	Separator        string
}

// DefaultSchedulerConfig is the configuration the build server runs with.
func DefaultSchedulerConfig() SchedulerConfig {
	return SchedulerConfig{
		ReaderBufferSize: 1 << 20,
		WriterBufferSize: 1 << 20,
		CycleMarker:      "CYCLE",
		Separator:        " ",
	}
}

// ErrCyclicDependencies is returned when no build order exists.
var ErrCyclicDependencies = errors.New("dependencies contain a cycle")

// ---- domain ----

// ModuleID identifies a module of the monorepo (1 … n).
type ModuleID int

// Dependency says that Before must be built before After.
type Dependency struct {
	Before ModuleID
	After  ModuleID
}

// DependencyGraph stores, for every module, the modules that wait on it.
type DependencyGraph struct {
	moduleCount   int
	dependents    [][]ModuleID
	prerequisites []int
}

// NewDependencyGraph creates a graph of moduleCount modules and no dependencies.
func NewDependencyGraph(moduleCount int) *DependencyGraph {
	return &DependencyGraph{
		moduleCount:   moduleCount,
		dependents:    make([][]ModuleID, moduleCount+1),
		prerequisites: make([]int, moduleCount+1),
	}
}

// AddDependency records one dependency.
func (g *DependencyGraph) AddDependency(d Dependency) {
	g.dependents[d.Before] = append(g.dependents[d.Before], d.After)
	g.prerequisites[d.After]++
}

// ModuleCount is the number of modules.
func (g *DependencyGraph) ModuleCount() int { return g.moduleCount }

// ---- ready-queue strategy ----

// ReadyQueue decides which ready module is built next.
type ReadyQueue interface {
	Offer(module ModuleID)
	Take() ModuleID
	IsEmpty() bool
}

// ReadyQueueFactory creates the ready queue a scheduler uses.
type ReadyQueueFactory func() ReadyQueue

type moduleHeap []ModuleID

func (h moduleHeap) Len() int            { return len(h) }
func (h moduleHeap) Less(i, j int) bool  { return h[i] < h[j] }
func (h moduleHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *moduleHeap) Push(x interface{}) { *h = append(*h, x.(ModuleID)) }
func (h *moduleHeap) Pop() interface{} {
	old := *h
	last := old[len(old)-1]
	*h = old[:len(old)-1]
	return last
}

// SmallestFirstQueue builds the smallest-numbered ready module first.
type SmallestFirstQueue struct {
	items moduleHeap
}

// NewSmallestFirstQueue is the ReadyQueueFactory for the lexicographically smallest order.
func NewSmallestFirstQueue() ReadyQueue { return &SmallestFirstQueue{} }

func (q *SmallestFirstQueue) Offer(module ModuleID) { heap.Push(&q.items, module) }
func (q *SmallestFirstQueue) Take() ModuleID        { return heap.Pop(&q.items).(ModuleID) }
func (q *SmallestFirstQueue) IsEmpty() bool         { return q.items.Len() == 0 }

// ---- scheduling ----

// BuildScheduler produces a build order for a dependency graph.
type BuildScheduler interface {
	Schedule(graph *DependencyGraph) ([]ModuleID, error)
}

// KahnScheduler is Kahn's topological sort driven by a pluggable ready queue.
type KahnScheduler struct {
	newQueue ReadyQueueFactory
}

// NewKahnScheduler creates a scheduler using the given ready-queue strategy.
func NewKahnScheduler(newQueue ReadyQueueFactory) *KahnScheduler {
	return &KahnScheduler{newQueue: newQueue}
}

// Schedule builds modules as soon as their prerequisites are built.
func (s *KahnScheduler) Schedule(graph *DependencyGraph) ([]ModuleID, error) {
	remaining := append([]int(nil), graph.prerequisites...)
	ready := s.newQueue()
	for module := 1; module <= graph.ModuleCount(); module++ {
		if remaining[module] == 0 {
			ready.Offer(ModuleID(module))
		}
	}
	order := make([]ModuleID, 0, graph.ModuleCount())
	for !ready.IsEmpty() {
		module := ready.Take()
		order = append(order, module)
		for _, dependent := range graph.dependents[module] {
			remaining[dependent]--
			if remaining[dependent] == 0 {
				ready.Offer(dependent)
			}
		}
	}
	if len(order) != graph.ModuleCount() {
		return nil, ErrCyclicDependencies
	}
	return order, nil
}

// ---- input / output ----

// GraphReader parses the problem's input format.
type GraphReader struct {
	source *bufio.Reader
}

// NewGraphReader wraps an input stream.
func NewGraphReader(source io.Reader, bufferSize int) *GraphReader {
	return &GraphReader{source: bufio.NewReaderSize(source, bufferSize)}
}

func (r *GraphReader) nextInt() int {
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

// ReadGraph reads `n m` and the m dependencies.
func (r *GraphReader) ReadGraph() *DependencyGraph {
	moduleCount, dependencyCount := r.nextInt(), r.nextInt()
	graph := NewDependencyGraph(moduleCount)
	for i := 0; i < dependencyCount; i++ {
		before := ModuleID(r.nextInt())
		after := ModuleID(r.nextInt())
		graph.AddDependency(Dependency{Before: before, After: after})
	}
	return graph
}

// OrderPresenter writes the scheduler's result.
type OrderPresenter interface {
	Present(order []ModuleID, err error) error
}

// TextPresenter prints the order on one line, or the cycle marker.
type TextPresenter struct {
	sink   *bufio.Writer
	config SchedulerConfig
}

// NewTextPresenter creates a presenter writing to sink.
func NewTextPresenter(sink io.Writer, config SchedulerConfig) *TextPresenter {
	return &TextPresenter{sink: bufio.NewWriterSize(sink, config.WriterBufferSize), config: config}
}

// Present writes one line and flushes.
func (p *TextPresenter) Present(order []ModuleID, err error) error {
	if errors.Is(err, ErrCyclicDependencies) {
		p.sink.WriteString(p.config.CycleMarker)
	} else {
		for i, module := range order {
			if i > 0 {
				p.sink.WriteString(p.config.Separator)
			}
			p.sink.WriteString(strconv.Itoa(int(module)))
		}
	}
	p.sink.WriteByte('\n')
	return p.sink.Flush()
}

// ---- application ----

// BuildPlanner wires reading, scheduling and presenting together.
type BuildPlanner struct {
	reader    *GraphReader
	scheduler BuildScheduler
	presenter OrderPresenter
}

// Run plans one build.
func (b *BuildPlanner) Run() error {
	graph := b.reader.ReadGraph()
	order, err := b.scheduler.Schedule(graph)
	return b.presenter.Present(order, err)
}

func main() {
	config := DefaultSchedulerConfig()
	planner := &BuildPlanner{
		reader:    NewGraphReader(os.Stdin, config.ReaderBufferSize),
		scheduler: NewKahnScheduler(NewSmallestFirstQueue),
		presenter: NewTextPresenter(os.Stdout, config),
	}
	if err := planner.Run(); err != nil {
		os.Exit(1)
	}
}
