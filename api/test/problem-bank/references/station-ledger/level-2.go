package main

import (
	"bufio"
	"os"
	"strconv"
)

// readInts reads every whitespace-separated integer from stdin.
func readInts() []int64 {
	reader := bufio.NewReaderSize(os.Stdin, 1<<16)
	var values []int64
	var current int64
	negative, inNumber := false, false
	for {
		c, err := reader.ReadByte()
		if err == nil && (c == '-' || (c >= '0' && c <= '9')) {
			if c == '-' {
				negative = true
			} else {
				current = current*10 + int64(c-'0')
			}
			inNumber = true
			continue
		}
		if inNumber {
			if negative {
				current = -current
			}
			values = append(values, current)
			current, negative, inNumber = 0, false, false
		}
		if err != nil {
			return values
		}
	}
}

type Fenwick struct {
	tree []int64
}

func NewFenwick(size int) *Fenwick {
	return &Fenwick{tree: make([]int64, size+1)}
}

func (f *Fenwick) Add(index int, delta int64) {
	for i := index; i < len(f.tree); i += i & -i {
		f.tree[i] += delta
	}
}

func (f *Fenwick) PrefixSum(index int) int64 {
	var sum int64
	for i := index; i > 0; i -= i & -i {
		sum += f.tree[i]
	}
	return sum
}

func main() {
	tokens := readInts()
	n, q := int(tokens[0]), int(tokens[1])
	fares := make([]int64, n+1)
	ledger := NewFenwick(n)
	for i := 1; i <= n; i++ {
		fares[i] = tokens[1+i]
		ledger.Add(i, fares[i])
	}
	writer := bufio.NewWriter(os.Stdout)
	defer writer.Flush()
	pos := 2 + n
	for i := 0; i < q; i++ {
		kind, a, b := tokens[pos], int(tokens[pos+1]), tokens[pos+2]
		pos += 3
		if kind == 1 {
			ledger.Add(a, b-fares[a])
			fares[a] = b
		} else {
			writer.WriteString(strconv.FormatInt(ledger.PrefixSum(int(b))-ledger.PrefixSum(a-1), 10))
			writer.WriteByte('\n')
		}
	}
}
