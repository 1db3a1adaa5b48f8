package main

import (
	"bufio"
	"os"
	"strconv"
	"strings"
)

type clientWindow struct {
	index int64
	count int64
	rule  int
}

type fixedWindow struct {
	hasRule bool
	rule    int
	k, w    int64
	windows map[string]*clientWindow
	total   map[string]int
}

func (f *fixedWindow) setRule(k, w int64) {
	f.hasRule, f.k, f.w = true, k, w
	f.rule++
}

func (f *fixedWindow) request(t int64, client string) string {
	f.total[client]++
	if !f.hasRule {
		return "ALLOW"
	}
	cw, ok := f.windows[client]
	if !ok {
		cw = &clientWindow{index: -1}
		f.windows[client] = cw
	}
	idx := t / f.w
	if cw.rule != f.rule || cw.index != idx {
		cw.rule, cw.index, cw.count = f.rule, idx, 0
	}
	if cw.count < f.k {
		cw.count++
		return "ALLOW"
	}
	return "DENY"
}

// stats reports how many requests the client has made so far.
func (f *fixedWindow) stats(client string) string {
	return strconv.Itoa(f.total[client])
}

func main() {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()

	sc.Scan()
	n, _ := strconv.Atoi(strings.TrimSpace(sc.Text()))
	lim := &fixedWindow{windows: map[string]*clientWindow{}, total: map[string]int{}}
	for ; n > 0 && sc.Scan(); n-- {
		parts := strings.Fields(sc.Text())
		var reply string
		switch parts[0] {
		case "LIMIT":
			k, _ := strconv.ParseInt(parts[1], 10, 64)
			w, _ := strconv.ParseInt(parts[2], 10, 64)
			lim.setRule(k, w)
			reply = "OK"
		case "REQUEST":
			t, _ := strconv.ParseInt(parts[1], 10, 64)
			reply = lim.request(t, parts[2])
		case "STATS":
			reply = lim.stats(parts[1])
		}
		out.WriteString(reply + "\n")
	}
}
