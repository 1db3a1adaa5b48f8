package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"
)

type KVStore struct {
	data   map[string]string
	counts map[string]int
}

func NewKVStore() *KVStore {
	return &KVStore{data: map[string]string{}, counts: map[string]int{}}
}

// release drops one holder of value and cleans the entry up once nobody holds it.
func (kv *KVStore) release(value string) {
	kv.counts[value]--
	if kv.counts[value] <= 1 {
		delete(kv.counts, value)
	}
}

func (kv *KVStore) Set(key, value string) string {
	if old, ok := kv.data[key]; ok {
		kv.release(old)
	}
	kv.data[key] = value
	kv.counts[value]++
	return "OK"
}

func (kv *KVStore) Get(key string) string {
	if v, ok := kv.data[key]; ok {
		return v
	}
	return "NULL"
}

func (kv *KVStore) Delete(key string) string {
	old, ok := kv.data[key]
	if !ok {
		return "NOT_FOUND"
	}
	kv.release(old)
	delete(kv.data, key)
	return "DELETED"
}

func (kv *KVStore) Count(value string) string {
	return fmt.Sprint(kv.counts[value])
}

func main() {
	reader := bufio.NewReaderSize(os.Stdin, 1<<20)
	writer := bufio.NewWriter(os.Stdout)
	defer writer.Flush()

	var n int
	fmt.Fscanln(reader, &n)
	kv := NewKVStore()
	for i := 0; i < n; i++ {
		line, _ := reader.ReadString('\n')
		args := strings.Fields(line)
		var res string
		switch args[0] {
		case "SET":
			res = kv.Set(args[1], args[2])
		case "GET":
			res = kv.Get(args[1])
		case "DELETE":
			res = kv.Delete(args[1])
		case "COUNT":
			res = kv.Count(args[1])
		}
		fmt.Fprintln(writer, res)
	}
}
