package main

import (
	"bufio"
	"os"
	"strconv"
	"strings"
)

// Store is an in-memory key-value store that also knows how many keys hold each value,
// so COUNT is a map look-up instead of a scan over every key.
type Store struct {
	values  map[string]string
	holders map[string]int
}

// NewStore creates an empty store.
func NewStore() *Store {
	return &Store{values: make(map[string]string), holders: make(map[string]int)}
}

// Set stores value under key, replacing any previous value.
func (s *Store) Set(key, value string) {
	s.forget(key)
	s.values[key] = value
	s.holders[value]++
}

// Get returns the value under key and whether it is set.
func (s *Store) Get(key string) (string, bool) {
	value, ok := s.values[key]
	return value, ok
}

// Delete removes key and reports whether it was set.
func (s *Store) Delete(key string) bool {
	if _, ok := s.values[key]; !ok {
		return false
	}
	s.forget(key)
	delete(s.values, key)
	return true
}

// Count returns how many keys currently hold value.
func (s *Store) Count(value string) int {
	return s.holders[value]
}

// forget removes key's current value (if any) from the holder counts.
func (s *Store) forget(key string) {
	old, ok := s.values[key]
	if !ok {
		return
	}
	if s.holders[old] == 1 {
		delete(s.holders, old)
	} else {
		s.holders[old]--
	}
}

// execute runs one command and returns its output line.
func execute(s *Store, fields []string) string {
	switch fields[0] {
	case "SET":
		s.Set(fields[1], fields[2])
		return "OK"
	case "GET":
		if value, ok := s.Get(fields[1]); ok {
			return value
		}
		return "NULL"
	case "DELETE":
		if s.Delete(fields[1]) {
			return "DELETED"
		}
		return "NOT_FOUND"
	case "COUNT":
		return strconv.Itoa(s.Count(fields[1]))
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
	store := NewStore()
	for i := 0; i < commandCount && scanner.Scan(); i++ {
		out.WriteString(execute(store, strings.Fields(scanner.Text())))
		out.WriteByte('\n')
	}
}
