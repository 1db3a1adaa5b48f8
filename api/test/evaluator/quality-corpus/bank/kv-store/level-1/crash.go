package main

import (
	"bufio"
	"os"
	"strconv"
	"strings"
)

// Entry is one stored key; a deleted key keeps its entry with deleted = true.
type Entry struct {
	value   string
	deleted bool
}

type Store struct {
	entries map[string]*Entry
	counter map[string]int
}

func NewStore() *Store {
	return &Store{entries: make(map[string]*Entry), counter: make(map[string]int)}
}

func (s *Store) Set(key, value string) {
	e := s.entries[key]
	if e == nil {
		e = &Entry{}
		s.entries[key] = e
	} else if !e.deleted {
		s.counter[e.value]--
	}
	e.value = value
	e.deleted = false
	s.counter[value]++
}

func (s *Store) Get(key string) string {
	e := s.entries[key]
	if e.deleted {
		return "NULL"
	}
	return e.value
}

func (s *Store) Delete(key string) string {
	e := s.entries[key]
	if e == nil || e.deleted {
		return "NOT_FOUND"
	}
	e.deleted = true
	s.counter[e.value]--
	return "DELETED"
}

func (s *Store) Count(value string) string {
	return strconv.Itoa(s.counter[value])
}

func main() {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()

	sc.Scan()
	n, _ := strconv.Atoi(strings.TrimSpace(sc.Text()))
	store := NewStore()
	for i := 0; i < n; i++ {
		sc.Scan()
		parts := strings.Fields(sc.Text())
		switch parts[0] {
		case "SET":
			store.Set(parts[1], parts[2])
			out.WriteString("OK\n")
		case "GET":
			out.WriteString(store.Get(parts[1]) + "\n")
		case "DELETE":
			out.WriteString(store.Delete(parts[1]) + "\n")
		case "COUNT":
			out.WriteString(store.Count(parts[1]) + "\n")
		}
	}
}
