package main

import (
	"bufio"
	"os"
	"strconv"
	"strings"
)

type store struct {
	values map[string]string
	counts map[string]int
}

// set stores the value and answers with the value it replaced, NULL if there was none.
func (s *store) set(key, value string) string {
	old, had := s.values[key]
	if had {
		s.counts[old]--
	}
	s.values[key] = value
	s.counts[value]++
	if !had {
		return "NULL"
	}
	return old
}

func (s *store) get(key string) string {
	if v, ok := s.values[key]; ok {
		return v
	}
	return "NULL"
}

func (s *store) remove(key string) string {
	old, ok := s.values[key]
	if !ok {
		return "NOT_FOUND"
	}
	s.counts[old]--
	delete(s.values, key)
	return "DELETED"
}

func main() {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()

	sc.Scan()
	n, _ := strconv.Atoi(strings.TrimSpace(sc.Text()))
	s := &store{values: map[string]string{}, counts: map[string]int{}}
	for i := 0; i < n && sc.Scan(); i++ {
		f := strings.Fields(sc.Text())
		var reply string
		switch f[0] {
		case "SET":
			reply = s.set(f[1], f[2])
		case "GET":
			reply = s.get(f[1])
		case "DELETE":
			reply = s.remove(f[1])
		case "COUNT":
			reply = strconv.Itoa(s.counts[f[1]])
		}
		w.WriteString(reply)
		w.WriteString("\n")
	}
}
