package main

import (
	"bufio"
	"os"
	"strconv"
	"strings"
)

// Limiter decides whether a client's request at a given second is allowed.
// Level 2 swaps the algorithm behind this interface.
type Limiter interface {
	Allow(client *ClientState, t int64) bool
}

// Rule is `LIMIT k w`: at most Limit allowed requests per window of Window seconds.
type Rule struct {
	Limit, Window int64
}

// ClientState is what the limiter remembers about one client.
type ClientState struct {
	allowed, denied int
	generation      int   // the rule the window count below belongs to
	window          int64 // index of the window being counted
	used            int64 // allowed requests in that window
}

// FixedWindowLimiter counts allowed requests per window ⌊t / w⌋.
type FixedWindowLimiter struct {
	rule       Rule
	generation int // bumped by every LIMIT, so stale counts are ignored without visiting every client
}

// SetRule replaces the rule and forgets every client's window count.
func (l *FixedWindowLimiter) SetRule(rule Rule) {
	l.rule = rule
	l.generation++
}

// Allow implements Limiter.
func (l *FixedWindowLimiter) Allow(c *ClientState, t int64) bool {
	if l.generation == 0 {
		return true // no rule yet
	}
	window := t / l.rule.Window
	if c.generation != l.generation || c.window != window {
		c.generation, c.window, c.used = l.generation, window, 0
	}
	if c.used >= l.rule.Limit {
		return false
	}
	c.used++
	return true
}

// Gateway keeps the clients' statistics and asks the limiter about each request.
type Gateway struct {
	limiter *FixedWindowLimiter
	clients map[string]*ClientState
}

// NewGateway creates a gateway with no rule.
func NewGateway() *Gateway {
	return &Gateway{limiter: &FixedWindowLimiter{}, clients: make(map[string]*ClientState)}
}

// Request handles one request and returns ALLOW or DENY.
func (g *Gateway) Request(t int64, name string) string {
	c, ok := g.clients[name]
	if !ok {
		c = &ClientState{}
		g.clients[name] = c
	}
	if g.limiter.Allow(c, t) {
		c.allowed++
		return "ALLOW"
	}
	c.denied++
	return "DENY"
}

// Stats returns `allowed denied` for a client.
func (g *Gateway) Stats(name string) string {
	c, ok := g.clients[name]
	if !ok {
		return "0 0"
	}
	return strconv.Itoa(c.allowed) + " " + strconv.Itoa(c.denied)
}

func execute(g *Gateway, args []string) string {
	switch args[0] {
	case "LIMIT":
		limit, _ := strconv.ParseInt(args[1], 10, 64)
		window, _ := strconv.ParseInt(args[2], 10, 64)
		g.limiter.SetRule(Rule{Limit: limit, Window: window})
		return "OK"
	case "REQUEST":
		t, _ := strconv.ParseInt(args[1], 10, 64)
		return g.Request(t, args[2])
	case "STATS":
		return g.Stats(args[1])
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
	gateway := NewGateway()
	for i := 0; i < commandCount && scanner.Scan(); i++ {
		out.WriteString(execute(gateway, strings.Fields(scanner.Text())))
		out.WriteByte('\n')
	}
}
