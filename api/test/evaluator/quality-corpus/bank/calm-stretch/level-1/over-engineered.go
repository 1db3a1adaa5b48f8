package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
)

// Reading is one sensor sample.
type Reading int64

// Stretch describes a contiguous run of readings.
type Stretch struct {
	Length int
	Start  int // 1-based position of the first reading
}

// IsBetterThan says whether s should replace other as the answer:
// longer wins, and on equal length the earlier start is kept.
func (s Stretch) IsBetterThan(other Stretch) bool {
	return s.Length > other.Length
}

// ReadingSource supplies the sensor log.
type ReadingSource interface {
	Readings() ([]Reading, error)
}

// StretchFinder is the analysis strategy applied to the log.
type StretchFinder interface {
	Find(readings []Reading) Stretch
}

// ResultSink receives the analysis result.
type ResultSink interface {
	Publish(result Stretch) error
}

// AnalyzerConfig configures the analysis pipeline.
type AnalyzerConfig struct {
	InputBufferSize int
	PositionBase    int
}

// DefaultAnalyzerConfig matches the problem's input and output format.
func DefaultAnalyzerConfig() AnalyzerConfig {
	return AnalyzerConfig{InputBufferSize: 1 << 20, PositionBase: 1}
}

// StreamReadingSource parses `n` followed by n readings.
type StreamReadingSource struct {
	reader *bufio.Reader
}

// NewStreamReadingSource wraps a stream.
func NewStreamReadingSource(r io.Reader, config AnalyzerConfig) *StreamReadingSource {
	return &StreamReadingSource{reader: bufio.NewReaderSize(r, config.InputBufferSize)}
}

func (s *StreamReadingSource) nextNumber() (int64, error) {
	c, err := s.reader.ReadByte()
	for err == nil && (c < '0' || c > '9') {
		c, err = s.reader.ReadByte()
	}
	if err != nil {
		return 0, err
	}
	var value int64
	for err == nil && c >= '0' && c <= '9' {
		value = value*10 + int64(c-'0')
		c, err = s.reader.ReadByte()
	}
	return value, nil
}

// Readings reads the whole log.
func (s *StreamReadingSource) Readings() ([]Reading, error) {
	count, err := s.nextNumber()
	if err != nil {
		return nil, err
	}
	readings := make([]Reading, count)
	for i := range readings {
		value, err := s.nextNumber()
		if err != nil {
			return nil, err
		}
		readings[i] = Reading(value)
	}
	return readings, nil
}

// SlidingWindowFinder keeps a window without repeats and the last position of every reading.
type SlidingWindowFinder struct {
	positionBase int
}

// NewSlidingWindowFinder creates the one-pass strategy.
func NewSlidingWindowFinder(config AnalyzerConfig) StretchFinder {
	return &SlidingWindowFinder{positionBase: config.PositionBase}
}

// Find returns the longest stretch of distinct readings, earliest on ties.
func (f *SlidingWindowFinder) Find(readings []Reading) Stretch {
	lastSeen := make(map[Reading]int, len(readings))
	windowStart := 0
	best := Stretch{}
	for position, reading := range readings {
		if previous, seen := lastSeen[reading]; seen && previous >= windowStart {
			windowStart = previous + 1
		}
		lastSeen[reading] = position
		candidate := Stretch{Length: position - windowStart + 1, Start: windowStart + f.positionBase}
		if candidate.IsBetterThan(best) {
			best = candidate
		}
	}
	return best
}

// ConsoleSink prints `length start`.
type ConsoleSink struct {
	writer io.Writer
}

// Publish writes the result line.
func (c *ConsoleSink) Publish(result Stretch) error {
	_, err := fmt.Fprintln(c.writer, result.Length, result.Start)
	return err
}

// SensorAnalyzer wires a source, a finder and a sink.
type SensorAnalyzer struct {
	source ReadingSource
	finder StretchFinder
	sink   ResultSink
}

// Run performs one analysis.
func (a *SensorAnalyzer) Run() error {
	readings, err := a.source.Readings()
	if err != nil {
		return err
	}
	return a.sink.Publish(a.finder.Find(readings))
}

func main() {
	config := DefaultAnalyzerConfig()
	analyzer := &SensorAnalyzer{
		source: NewStreamReadingSource(os.Stdin, config),
		finder: NewSlidingWindowFinder(config),
		sink:   &ConsoleSink{writer: os.Stdout},
	}
	if err := analyzer.Run(); err != nil {
		fmt.Fprintln(os.Stderr, err)
	}
}
