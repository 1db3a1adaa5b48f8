package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"sort"
)

// Minute is a point in time.
type Minute int64

// Booking reserves a studio for [Start, End).
type Booking struct {
	Start, End Minute
}

// EventKind tells whether an event frees or takes a studio.
type EventKind int

const (
	// Release sorts before Acquire so a booking ending at t frees its studio for one starting at t.
	Release EventKind = iota
	Acquire
)

// TimelineEvent is one change in the number of studios in use.
type TimelineEvent struct {
	At   Minute
	Kind EventKind
}

// Delta is the change the event makes to the studios in use.
func (e TimelineEvent) Delta() int {
	if e.Kind == Acquire {
		return 1
	}
	return -1
}

// EventOrdering decides the processing order of events.
type EventOrdering interface {
	Less(a, b TimelineEvent) bool
}

// ChronologicalOrdering orders by time, releases first.
type ChronologicalOrdering struct{}

// Less implements EventOrdering.
func (ChronologicalOrdering) Less(a, b TimelineEvent) bool {
	if a.At != b.At {
		return a.At < b.At
	}
	return a.Kind < b.Kind
}

// CapacityPlanner computes how many studios a set of bookings needs.
type CapacityPlanner interface {
	StudiosNeeded(bookings []Booking) int
}

// SweepLinePlanner sweeps the start and end events in order.
type SweepLinePlanner struct {
	ordering EventOrdering
}

// NewSweepLinePlanner creates a planner with the given ordering.
func NewSweepLinePlanner(ordering EventOrdering) *SweepLinePlanner {
	return &SweepLinePlanner{ordering: ordering}
}

// StudiosNeeded implements CapacityPlanner.
func (p *SweepLinePlanner) StudiosNeeded(bookings []Booking) int {
	events := make([]TimelineEvent, 0, 2*len(bookings))
	for _, booking := range bookings {
		events = append(events, TimelineEvent{At: booking.Start, Kind: Acquire}, TimelineEvent{At: booking.End, Kind: Release})
	}
	sort.Slice(events, func(i, j int) bool { return p.ordering.Less(events[i], events[j]) })
	inUse, peak := 0, 0
	for _, event := range events {
		inUse += event.Delta()
		if inUse > peak {
			peak = inUse
		}
	}
	return peak
}

// BookingSource supplies the booking requests.
type BookingSource interface {
	Bookings() []Booking
}

// StreamBookingSource parses `n` and n lines `s e`.
type StreamBookingSource struct {
	reader *bufio.Reader
}

// NewStreamBookingSource wraps a stream with a large buffer.
func NewStreamBookingSource(in io.Reader) *StreamBookingSource {
	return &StreamBookingSource{reader: bufio.NewReaderSize(in, 1<<20)}
}

func (s *StreamBookingSource) nextInt() int64 {
	c, _ := s.reader.ReadByte()
	for c == ' ' || c == '\n' || c == '\r' || c == '\t' {
		c, _ = s.reader.ReadByte()
	}
	var value int64
	for c >= '0' && c <= '9' {
		value = value*10 + int64(c-'0')
		c, _ = s.reader.ReadByte()
	}
	return value
}

// Bookings implements BookingSource.
func (s *StreamBookingSource) Bookings() []Booking {
	count := int(s.nextInt())
	bookings := make([]Booking, count)
	for i := range bookings {
		start := Minute(s.nextInt())
		end := Minute(s.nextInt())
		bookings[i] = Booking{Start: start, End: end}
	}
	return bookings
}

// StudioAllocationService answers the school's question.
type StudioAllocationService struct {
	source  BookingSource
	planner CapacityPlanner
	output  io.Writer
}

// Report prints the smallest number of studios.
func (s *StudioAllocationService) Report() {
	fmt.Fprintln(s.output, s.planner.StudiosNeeded(s.source.Bookings()))
}

func main() {
	service := &StudioAllocationService{
		source:  NewStreamBookingSource(os.Stdin),
		planner: NewSweepLinePlanner(ChronologicalOrdering{}),
		output:  os.Stdout,
	}
	service.Report()
}
