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

// RangeLedger supports range add and range sum with two Fenwick trees.
type RangeLedger struct {
	slopes, offsets []int64
}

func NewRangeLedger(size int) *RangeLedger {
	return &RangeLedger{slopes: make([]int64, size+2), offsets: make([]int64, size+2)}
}

func add(tree []int64, index int, delta int64) {
	for i := index; i < len(tree); i += i & -i {
		tree[i] += delta
	}
}

func prefix(tree []int64, index int) int64 {
	var sum int64
	for i := index; i > 0; i -= i & -i {
		sum += tree[i]
	}
	return sum
}

func (l *RangeLedger) RangeAdd(left, right int, value int64) {
	add(l.slopes, left, value)
	add(l.slopes, right+1, -value)
	add(l.offsets, left, value*int64(left-1))
	add(l.offsets, right+1, -value*int64(right))
}

func (l *RangeLedger) prefixSum(index int) int64 {
	return prefix(l.slopes, index)*int64(index) - prefix(l.offsets, index)
}

func (l *RangeLedger) RangeSum(left, right int) int64 {
	return l.prefixSum(right) - l.prefixSum(left-1)
}

func main() {
	tokens := readInts()
	n, q := int(tokens[0]), int(tokens[1])
	ledger := NewRangeLedger(n)
	for i := 1; i <= n; i++ {
		ledger.RangeAdd(i, i, tokens[1+i])
	}
	writer := bufio.NewWriter(os.Stdout)
	defer writer.Flush()
	pos := 2 + n
	for i := 0; i < q; i++ {
		switch tokens[pos] {
		case 1:
			index := int(tokens[pos+1])
			ledger.RangeAdd(index, index, tokens[pos+2]-ledger.RangeSum(index, index))
			pos += 3
		case 2:
			writer.WriteString(strconv.FormatInt(ledger.RangeSum(int(tokens[pos+1]), int(tokens[pos+2])), 10))
			writer.WriteByte('\n')
			pos += 3
		default:
			ledger.RangeAdd(int(tokens[pos+1]), int(tokens[pos+2]), tokens[pos+3])
			pos += 4
		}
	}
}
