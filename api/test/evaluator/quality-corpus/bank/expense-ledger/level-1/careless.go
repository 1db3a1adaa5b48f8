package main

import (
	"bufio"
	"os"
	"strconv"
	"strings"
)

func main() {
	s := bufio.NewScanner(os.Stdin)
	s.Buffer(make([]byte, 1000000), 1000000)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	s.Scan()
	n, _ := strconv.Atoi(strings.TrimSpace(s.Text()))
	m := map[string]int64{}
	for i := 0; i < n; i++ {
		s.Scan()
		p := strings.Fields(s.Text())
		if p[0] == "EXPENSE" {
			a, _ := strconv.ParseInt(p[2], 10, 64)
			k, _ := strconv.ParseInt(p[3], 10, 64)
			m[p[1]] += a
			for j := int64(0); j < k; j++ {
				x := a / k
				if j < a%k {
					x++
				}
				m[p[4+j]] -= x
			}
			w.WriteString("OK\n")
		} else {
			w.WriteString(strconv.FormatInt(m[p[1]], 10) + "\n")
		}
	}
}
