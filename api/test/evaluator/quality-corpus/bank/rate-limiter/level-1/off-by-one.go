package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

type client struct {
	allowed, denied int
	window          int64
	count           int64
}

type limiter struct {
	active  bool
	limit   int64
	window  int64
	clients map[string]*client
}

func (l *limiter) get(name string) *client {
	c, ok := l.clients[name]
	if !ok {
		c = &client{window: -1}
		l.clients[name] = c
	}
	return c
}

func (l *limiter) setLimit(k, w int64) {
	l.active, l.limit, l.window = true, k, w
	for _, c := range l.clients {
		c.window, c.count = -1, 0
	}
}

func (l *limiter) request(t int64, name string) bool {
	c := l.get(name)
	ok := true
	if l.active {
		idx := t / l.window
		if idx != c.window {
			c.window, c.count = idx, 0
		}
		// still room in this window?
		ok = c.count <= l.limit
		if ok {
			c.count++
		}
	}
	if ok {
		c.allowed++
	} else {
		c.denied++
	}
	return ok
}

func main() {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()

	sc.Scan()
	n, _ := strconv.Atoi(strings.TrimSpace(sc.Text()))
	l := &limiter{clients: map[string]*client{}}
	for i := 0; i < n; i++ {
		sc.Scan()
		f := strings.Fields(sc.Text())
		switch f[0] {
		case "LIMIT":
			k, _ := strconv.ParseInt(f[1], 10, 64)
			w, _ := strconv.ParseInt(f[2], 10, 64)
			l.setLimit(k, w)
			fmt.Fprintln(out, "OK")
		case "REQUEST":
			t, _ := strconv.ParseInt(f[1], 10, 64)
			if l.request(t, f[2]) {
				fmt.Fprintln(out, "ALLOW")
			} else {
				fmt.Fprintln(out, "DENY")
			}
		case "STATS":
			if c, ok := l.clients[f[1]]; ok {
				fmt.Fprintln(out, c.allowed, c.denied)
			} else {
				fmt.Fprintln(out, "0 0")
			}
		}
	}
}
