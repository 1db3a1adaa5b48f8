package main

import (
	"bufio"
	"os"
	"strconv"
	"strings"
)

type Rule struct {
	enabled bool
	limit   int
	seconds int
}

type Counter struct {
	window int
	used   int
	epoch  int
}

type RateLimiter struct {
	rule     Rule
	epoch    int
	counters map[string]*Counter
	allowed  map[string]int
	denied   map[string]int
}

func NewRateLimiter() *RateLimiter {
	return &RateLimiter{
		counters: map[string]*Counter{},
		allowed:  map[string]int{},
		denied:   map[string]int{},
	}
}

func (r *RateLimiter) SetLimit(limit, seconds int) {
	r.rule = Rule{enabled: true, limit: limit, seconds: seconds}
	r.epoch++
}

func (r *RateLimiter) Request(t int, client string) bool {
	window := t / r.rule.seconds
	ok := true
	if r.rule.enabled {
		c := r.counters[client]
		if c == nil {
			c = &Counter{}
			r.counters[client] = c
		}
		if c.epoch != r.epoch || c.window != window {
			c.epoch, c.window, c.used = r.epoch, window, 0
		}
		ok = c.used < r.rule.limit
		if ok {
			c.used++
		}
	}
	if ok {
		r.allowed[client]++
	} else {
		r.denied[client]++
	}
	return ok
}

func main() {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()

	sc.Scan()
	n, _ := strconv.Atoi(strings.TrimSpace(sc.Text()))
	rl := NewRateLimiter()
	for i := 0; i < n; i++ {
		sc.Scan()
		cmd := strings.Fields(sc.Text())
		switch cmd[0] {
		case "LIMIT":
			k, _ := strconv.Atoi(cmd[1])
			s, _ := strconv.Atoi(cmd[2])
			rl.SetLimit(k, s)
			w.WriteString("OK\n")
		case "REQUEST":
			t, _ := strconv.Atoi(cmd[1])
			if rl.Request(t, cmd[2]) {
				w.WriteString("ALLOW\n")
			} else {
				w.WriteString("DENY\n")
			}
		case "STATS":
			w.WriteString(strconv.Itoa(rl.allowed[cmd[1]]) + " " + strconv.Itoa(rl.denied[cmd[1]]) + "\n")
		}
	}
}
