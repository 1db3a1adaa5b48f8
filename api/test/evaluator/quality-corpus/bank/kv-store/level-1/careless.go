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
	m := map[string]string{}
	c := map[string]int{}
	for i := 0; i < n; i++ {
		sc.Scan()
		p := strings.Fields(sc.Text())
		if p[0] == "SET" {
			if o, ok := m[p[1]]; ok {
				c[o]--
			}
			m[p[1]] = p[2]
			c[p[2]]++
			w.WriteString("OK\n")
		} else if p[0] == "GET" {
			if v, ok := m[p[1]]; ok {
				w.WriteString(v + "\n")
			} else {
				w.WriteString("NULL\n")
			}
		} else if p[0] == "DELETE" {
			if o, ok := m[p[1]]; ok {
				c[o]--
				delete(m, p[1])
				w.WriteString("DELETED\n")
			} else {
				w.WriteString("NOT_FOUND\n")
			}
		} else {
			w.WriteString(strconv.Itoa(c[p[1]]) + "\n")
		}
	}
}
