package main

import (
	"bufio"
	"io"
	"os"
	"strconv"
)

// Rupees is an amount of money; totals need 64 bits.
type Rupees int64

// StationRange is an inclusive range of station numbers.
type StationRange struct {
	From, To int
}

// RangeTotaler answers range-total queries.
type RangeTotaler interface {
	Total(r StationRange) Rupees
}

// RangeTotalerBuilder builds a RangeTotaler from the day's collections.
type RangeTotalerBuilder interface {
	Build(collections []Rupees) RangeTotaler
}

// PrefixSumTotaler stores prefix[i] = collections of stations 1..i.
type PrefixSumTotaler struct {
	prefix []Rupees
}

// Total implements RangeTotaler in O(1).
func (p *PrefixSumTotaler) Total(r StationRange) Rupees {
	return p.prefix[r.To] - p.prefix[r.From-1]
}

// PrefixSumBuilder builds PrefixSumTotalers.
type PrefixSumBuilder struct{}

// Build implements RangeTotalerBuilder.
func (PrefixSumBuilder) Build(collections []Rupees) RangeTotaler {
	prefix := make([]Rupees, len(collections)+1)
	for i, amount := range collections {
		prefix[i+1] = prefix[i] + amount
	}
	return &PrefixSumTotaler{prefix: prefix}
}

// LedgerInput is the parsed problem input.
type LedgerInput struct {
	Collections []Rupees
	Queries     []StationRange
}

// InputParser reads a LedgerInput.
type InputParser interface {
	Parse(in io.Reader) LedgerInput
}

// StreamInputParser reads signed integers byte by byte.
type StreamInputParser struct {
	BufferSize int
}

type integerStream struct {
	reader *bufio.Reader
}

func (s *integerStream) next() int64 {
	c, _ := s.reader.ReadByte()
	for c != '-' && (c < '0' || c > '9') {
		c, _ = s.reader.ReadByte()
	}
	negative := c == '-'
	if negative {
		c, _ = s.reader.ReadByte()
	}
	var value int64
	for c >= '0' && c <= '9' {
		value = value*10 + int64(c-'0')
		c, _ = s.reader.ReadByte()
	}
	if negative {
		return -value
	}
	return value
}

// Parse implements InputParser.
func (p StreamInputParser) Parse(in io.Reader) LedgerInput {
	stream := &integerStream{reader: bufio.NewReaderSize(in, p.BufferSize)}
	stationCount, queryCount := int(stream.next()), int(stream.next())
	input := LedgerInput{
		Collections: make([]Rupees, stationCount),
		Queries:     make([]StationRange, queryCount),
	}
	for i := range input.Collections {
		input.Collections[i] = Rupees(stream.next())
	}
	for i := range input.Queries {
		from := int(stream.next())
		to := int(stream.next())
		input.Queries[i] = StationRange{From: from, To: to}
	}
	return input
}

// ReportWriter writes the answers.
type ReportWriter interface {
	Write(totals []Rupees) error
}

// LineReportWriter prints one total per line.
type LineReportWriter struct {
	sink       io.Writer
	bufferSize int
}

// Write implements ReportWriter.
func (w LineReportWriter) Write(totals []Rupees) error {
	buffered := bufio.NewWriterSize(w.sink, w.bufferSize)
	for _, total := range totals {
		buffered.WriteString(strconv.FormatInt(int64(total), 10))
		buffered.WriteByte('\n')
	}
	return buffered.Flush()
}

// FinanceReportService answers the finance team's questions.
type FinanceReportService struct {
	parser  InputParser
	builder RangeTotalerBuilder
	writer  ReportWriter
}

// Run parses, answers and writes.
func (s *FinanceReportService) Run(in io.Reader) error {
	input := s.parser.Parse(in)
	totaler := s.builder.Build(input.Collections)
	totals := make([]Rupees, len(input.Queries))
	for i, query := range input.Queries {
		totals[i] = totaler.Total(query)
	}
	return s.writer.Write(totals)
}

func main() {
	const bufferSize = 1 << 20
	service := &FinanceReportService{
		parser:  StreamInputParser{BufferSize: bufferSize},
		builder: PrefixSumBuilder{},
		writer:  LineReportWriter{sink: os.Stdout, bufferSize: bufferSize},
	}
	if err := service.Run(os.Stdin); err != nil {
		os.Exit(1)
	}
}
