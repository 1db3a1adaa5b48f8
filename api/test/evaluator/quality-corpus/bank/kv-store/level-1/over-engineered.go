package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

// Response texts of the store's protocol.
const (
	ResponseOK       = "OK"
	ResponseNull     = "NULL"
	ResponseDeleted  = "DELETED"
	ResponseNotFound = "NOT_FOUND"
)

// KeyValueStorage is the contract the command handlers are written against.
type KeyValueStorage interface {
	Put(key, value string)
	Fetch(key string) (string, bool)
	Remove(key string) bool
	HoldersOf(value string) int
}

// ValueIndex counts how many keys hold each value.
type ValueIndex interface {
	Add(value string)
	Remove(value string)
	Holders(value string) int
}

// CountingValueIndex is a ValueIndex backed by a map of counters.
type CountingValueIndex struct {
	counts map[string]int
}

// NewCountingValueIndex creates an empty index.
func NewCountingValueIndex() *CountingValueIndex {
	return &CountingValueIndex{counts: make(map[string]int)}
}

func (x *CountingValueIndex) Add(value string) { x.counts[value]++ }

func (x *CountingValueIndex) Remove(value string) {
	if x.counts[value] <= 1 {
		delete(x.counts, value)
		return
	}
	x.counts[value]--
}

func (x *CountingValueIndex) Holders(value string) int { return x.counts[value] }

// InMemoryStorage keeps the values in a map and a ValueIndex in step with it.
type InMemoryStorage struct {
	values map[string]string
	index  ValueIndex
}

// NewInMemoryStorage creates storage using the given index.
func NewInMemoryStorage(index ValueIndex) *InMemoryStorage {
	return &InMemoryStorage{values: make(map[string]string), index: index}
}

// Put implements KeyValueStorage.
func (s *InMemoryStorage) Put(key, value string) {
	if previous, ok := s.values[key]; ok {
		s.index.Remove(previous)
	}
	s.values[key] = value
	s.index.Add(value)
}

// Fetch implements KeyValueStorage.
func (s *InMemoryStorage) Fetch(key string) (string, bool) {
	value, ok := s.values[key]
	return value, ok
}

// Remove implements KeyValueStorage.
func (s *InMemoryStorage) Remove(key string) bool {
	previous, ok := s.values[key]
	if !ok {
		return false
	}
	s.index.Remove(previous)
	delete(s.values, key)
	return true
}

// HoldersOf implements KeyValueStorage.
func (s *InMemoryStorage) HoldersOf(value string) int { return s.index.Holders(value) }

// CommandHandler executes one command's arguments against the storage.
type CommandHandler interface {
	Handle(storage KeyValueStorage, args []string) string
}

// HandlerFunc adapts a function to CommandHandler.
type HandlerFunc func(storage KeyValueStorage, args []string) string

// Handle implements CommandHandler.
func (f HandlerFunc) Handle(storage KeyValueStorage, args []string) string { return f(storage, args) }

func handleSet(storage KeyValueStorage, args []string) string {
	storage.Put(args[0], args[1])
	return ResponseOK
}

func handleGet(storage KeyValueStorage, args []string) string {
	if value, ok := storage.Fetch(args[0]); ok {
		return value
	}
	return ResponseNull
}

func handleDelete(storage KeyValueStorage, args []string) string {
	if storage.Remove(args[0]) {
		return ResponseDeleted
	}
	return ResponseNotFound
}

func handleCount(storage KeyValueStorage, args []string) string {
	return strconv.Itoa(storage.HoldersOf(args[0]))
}

// CommandDispatcher routes a command name to its handler.
type CommandDispatcher struct {
	storage  KeyValueStorage
	handlers map[string]CommandHandler
}

// NewCommandDispatcher registers the level's commands.
func NewCommandDispatcher(storage KeyValueStorage) *CommandDispatcher {
	d := &CommandDispatcher{storage: storage, handlers: make(map[string]CommandHandler)}
	d.Register("SET", HandlerFunc(handleSet))
	d.Register("GET", HandlerFunc(handleGet))
	d.Register("DELETE", HandlerFunc(handleDelete))
	d.Register("COUNT", HandlerFunc(handleCount))
	return d
}

// Register adds or replaces the handler of a command.
func (d *CommandDispatcher) Register(name string, handler CommandHandler) {
	d.handlers[name] = handler
}

// Dispatch runs one command line.
func (d *CommandDispatcher) Dispatch(line string) (string, error) {
	fields := strings.Fields(line)
	if len(fields) == 0 {
		return "", fmt.Errorf("empty command")
	}
	handler, ok := d.handlers[fields[0]]
	if !ok {
		return "", fmt.Errorf("unknown command %q", fields[0])
	}
	return handler.Handle(d.storage, fields[1:]), nil
}

// ScriptSession reads a script and writes one response per command.
type ScriptSession struct {
	dispatcher *CommandDispatcher
	bufferSize int
}

// Run executes the whole script.
func (s *ScriptSession) Run(in io.Reader, out io.Writer) error {
	scanner := bufio.NewScanner(in)
	scanner.Buffer(make([]byte, s.bufferSize), s.bufferSize)
	writer := bufio.NewWriterSize(out, s.bufferSize)
	defer writer.Flush()
	if !scanner.Scan() {
		return scanner.Err()
	}
	commandCount, err := strconv.Atoi(strings.TrimSpace(scanner.Text()))
	if err != nil {
		return err
	}
	for i := 0; i < commandCount && scanner.Scan(); i++ {
		response, err := s.dispatcher.Dispatch(scanner.Text())
		if err != nil {
			return err
		}
		writer.WriteString(response)
		writer.WriteByte('\n')
	}
	return nil
}

func main() {
	storage := NewInMemoryStorage(NewCountingValueIndex())
	session := &ScriptSession{dispatcher: NewCommandDispatcher(storage), bufferSize: 1 << 20}
	if err := session.Run(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, err)
	}
}
