package main

import (
	"bufio"
	"os"
	"strconv"
)

type Ledger struct {
	prefix []int64 // prefix[i] = total of stations 1..i
}

func NewLedger(fares []int64) *Ledger {
	prefix := make([]int64, len(fares)+1)
	for i, fare := range fares {
		prefix[i+1] = prefix[i] + fare
	}
	return &Ledger{prefix: prefix}
}

func (l *Ledger) Total(from, to int) int64 {
	return l.prefix[to] - l.prefix[from]
}

type tokenReader struct {
	r *bufio.Reader
}

func (t *tokenReader) int64() int64 {
	c, _ := t.r.ReadByte()
	for c == ' ' || c == '\n' || c == '\r' {
		c, _ = t.r.ReadByte()
	}
	neg := false
	if c == '-' {
		neg = true
		c, _ = t.r.ReadByte()
	}
	var v int64
	for c >= '0' && c <= '9' {
		v = v*10 + int64(c-'0')
		c, _ = t.r.ReadByte()
	}
	if neg {
		return -v
	}
	return v
}

func main() {
	in := &tokenReader{bufio.NewReaderSize(os.Stdin, 1<<20)}
	n, q := int(in.int64()), int(in.int64())
	fares := make([]int64, n)
	for i := range fares {
		fares[i] = in.int64()
	}
	ledger := NewLedger(fares)

	out := bufio.NewWriterSize(os.Stdout, 1<<20)
	defer out.Flush()
	for ; q > 0; q-- {
		l, r := int(in.int64()), int(in.int64())
		out.WriteString(strconv.FormatInt(ledger.Total(l, r), 10))
		out.WriteByte('\n')
	}
}
