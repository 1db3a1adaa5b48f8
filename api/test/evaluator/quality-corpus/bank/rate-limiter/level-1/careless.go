package main

import (
	"bufio"
	"os"
	"strconv"
	"strings"
)

func main() {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	sc.Scan()
	n, _ := strconv.Atoi(strings.TrimSpace(sc.Text()))
	a := map[string]int{}
	d := map[string]int{}
	wi := map[string]int{}
	wc := map[string]int{}
	g := map[string]int{}
	k, ww, gen := -1, 1, 0
	for i := 0; i < n; i++ {
		sc.Scan()
		p := strings.Fields(sc.Text())
		if p[0] == "LIMIT" {
			k, _ = strconv.Atoi(p[1])
			ww, _ = strconv.Atoi(p[2])
			gen++
			w.WriteString("OK\n")
		} else if p[0] == "REQUEST" {
			t, _ := strconv.Atoi(p[1])
			c := p[2]
			if k == -1 {
				a[c]++
				w.WriteString("ALLOW\n")
				continue
			}
			x := t / ww
			if g[c] != gen || wi[c] != x {
				g[c] = gen
				wi[c] = x
				wc[c] = 0
			}
			if wc[c] < k {
				wc[c]++
				a[c]++
				w.WriteString("ALLOW\n")
			} else {
				d[c]++
				w.WriteString("DENY\n")
			}
		} else {
			w.WriteString(strconv.Itoa(a[p[1]]) + " " + strconv.Itoa(d[p[1]]) + "\n")
		}
	}
}
