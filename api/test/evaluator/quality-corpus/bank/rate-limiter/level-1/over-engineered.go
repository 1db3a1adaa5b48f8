package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

// Decision is the outcome of a rate-limit check.
type Decision bool

const (
	Allow Decision = true
	Deny  Decision = false
)

// String renders the decision in the protocol's words.
func (d Decision) String() string {
	if d == Allow {
		return "ALLOW"
	}
	return "DENY"
}

// RuleConfig is the configuration of a LIMIT command.
type RuleConfig struct {
	MaxRequests   int64
	WindowSeconds int64
}

// RateLimiter is the algorithm interface; level 2 plugs in other algorithms.
type RateLimiter interface {
	Check(clientID string, timestamp int64) Decision
	Reset()
}

// RateLimiterFactory builds a limiter for a rule.
type RateLimiterFactory interface {
	Create(config RuleConfig) RateLimiter
}

// windowCounter is one client's count in its current window.
type windowCounter struct {
	windowIndex int64
	used        int64
}

// FixedWindowRateLimiter allows MaxRequests per window ⌊t / WindowSeconds⌋.
type FixedWindowRateLimiter struct {
	config   RuleConfig
	counters map[string]*windowCounter
}

// Check implements RateLimiter.
func (l *FixedWindowRateLimiter) Check(clientID string, timestamp int64) Decision {
	window := timestamp / l.config.WindowSeconds
	counter, ok := l.counters[clientID]
	if !ok || counter.windowIndex != window {
		counter = &windowCounter{windowIndex: window}
		l.counters[clientID] = counter
	}
	if counter.used >= l.config.MaxRequests {
		return Deny
	}
	counter.used++
	return Allow
}

// Reset forgets every client's count.
func (l *FixedWindowRateLimiter) Reset() { l.counters = make(map[string]*windowCounter) }

// FixedWindowFactory creates fixed-window limiters.
type FixedWindowFactory struct{}

// Create implements RateLimiterFactory.
func (FixedWindowFactory) Create(config RuleConfig) RateLimiter {
	return &FixedWindowRateLimiter{config: config, counters: make(map[string]*windowCounter)}
}

// UnlimitedRateLimiter is the policy before any LIMIT: everything passes.
type UnlimitedRateLimiter struct{}

func (UnlimitedRateLimiter) Check(string, int64) Decision { return Allow }
func (UnlimitedRateLimiter) Reset()                       {}

// ClientStatistics counts a client's decisions.
type ClientStatistics struct {
	Allowed int
	Denied  int
}

// StatisticsRecorder keeps statistics across rule changes.
type StatisticsRecorder interface {
	Record(clientID string, decision Decision)
	Snapshot(clientID string) ClientStatistics
}

// InMemoryStatistics is a map-backed StatisticsRecorder.
type InMemoryStatistics struct {
	byClient map[string]*ClientStatistics
}

// NewInMemoryStatistics creates an empty recorder.
func NewInMemoryStatistics() *InMemoryStatistics {
	return &InMemoryStatistics{byClient: make(map[string]*ClientStatistics)}
}

// Record implements StatisticsRecorder.
func (s *InMemoryStatistics) Record(clientID string, decision Decision) {
	stats, ok := s.byClient[clientID]
	if !ok {
		stats = &ClientStatistics{}
		s.byClient[clientID] = stats
	}
	if decision == Allow {
		stats.Allowed++
	} else {
		stats.Denied++
	}
}

// Snapshot implements StatisticsRecorder; unknown clients have zero counts.
func (s *InMemoryStatistics) Snapshot(clientID string) ClientStatistics {
	if stats, ok := s.byClient[clientID]; ok {
		return *stats
	}
	return ClientStatistics{}
}

// ApiGateway applies the active limiter and records statistics.
type ApiGateway struct {
	factory    RateLimiterFactory
	limiter    RateLimiter
	statistics StatisticsRecorder
}

// NewApiGateway starts without a rule.
func NewApiGateway(factory RateLimiterFactory, statistics StatisticsRecorder) *ApiGateway {
	return &ApiGateway{factory: factory, limiter: UnlimitedRateLimiter{}, statistics: statistics}
}

// ApplyRule replaces the limiter, which also forgets every client's count.
func (g *ApiGateway) ApplyRule(config RuleConfig) {
	g.limiter.Reset()
	g.limiter = g.factory.Create(config)
}

// Handle decides one request.
func (g *ApiGateway) Handle(clientID string, timestamp int64) Decision {
	decision := g.limiter.Check(clientID, timestamp)
	g.statistics.Record(clientID, decision)
	return decision
}

// Command is one line of the script.
type Command interface {
	Execute(gateway *ApiGateway) string
}

type limitCommand struct{ config RuleConfig }
type requestCommand struct {
	clientID  string
	timestamp int64
}
type statsCommand struct{ clientID string }

func (c limitCommand) Execute(g *ApiGateway) string {
	g.ApplyRule(c.config)
	return "OK"
}

func (c requestCommand) Execute(g *ApiGateway) string {
	return g.Handle(c.clientID, c.timestamp).String()
}

func (c statsCommand) Execute(g *ApiGateway) string {
	stats := g.statistics.Snapshot(c.clientID)
	return fmt.Sprintf("%d %d", stats.Allowed, stats.Denied)
}

// CommandParser turns a line into a Command.
type CommandParser struct{}

func parseInt64(text string) int64 {
	value, _ := strconv.ParseInt(text, 10, 64)
	return value
}

// Parse implements the script grammar.
func (CommandParser) Parse(line string) (Command, error) {
	fields := strings.Fields(line)
	switch {
	case len(fields) == 3 && fields[0] == "LIMIT":
		return limitCommand{RuleConfig{MaxRequests: parseInt64(fields[1]), WindowSeconds: parseInt64(fields[2])}}, nil
	case len(fields) == 3 && fields[0] == "REQUEST":
		return requestCommand{clientID: fields[2], timestamp: parseInt64(fields[1])}, nil
	case len(fields) == 2 && fields[0] == "STATS":
		return statsCommand{clientID: fields[1]}, nil
	}
	return nil, fmt.Errorf("cannot parse %q", line)
}

// ScriptRunner drives the gateway from a command script.
type ScriptRunner struct {
	parser  CommandParser
	gateway *ApiGateway
}

// Run executes every command and prints its output line.
func (r *ScriptRunner) Run(in io.Reader, out io.Writer) error {
	scanner := bufio.NewScanner(in)
	scanner.Buffer(make([]byte, 1<<20), 1<<20)
	writer := bufio.NewWriterSize(out, 1<<20)
	defer writer.Flush()
	scanner.Scan()
	commandCount, err := strconv.Atoi(strings.TrimSpace(scanner.Text()))
	if err != nil {
		return err
	}
	for i := 0; i < commandCount && scanner.Scan(); i++ {
		command, err := r.parser.Parse(scanner.Text())
		if err != nil {
			return err
		}
		writer.WriteString(command.Execute(r.gateway))
		writer.WriteByte('\n')
	}
	return nil
}

func main() {
	runner := &ScriptRunner{gateway: NewApiGateway(FixedWindowFactory{}, NewInMemoryStatistics())}
	if err := runner.Run(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, err)
	}
}
