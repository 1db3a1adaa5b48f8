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

func main() {
	tokens := readInts()
	n, q := int(tokens[0]), int(tokens[1])
	fares := append([]int64(nil), tokens[2:2+n]...)
	writer := bufio.NewWriter(os.Stdout)
	defer writer.Flush()
	pos := 2 + n
	for i := 0; i < q; i++ {
		kind, left, right := tokens[pos], tokens[pos+1], tokens[pos+2]
		switch kind {
		case 1:
			fares[left-1] = right
			pos += 3
		case 2:
			var total int64
			for j := left - 1; j < right; j++ {
				total += fares[j]
			}
			writer.WriteString(strconv.FormatInt(total, 10))
			writer.WriteByte('\n')
			pos += 3
		default:
			value := tokens[pos+3]
			for j := left - 1; j < right; j++ {
				fares[j] += value
			}
			pos += 4
		}
	}
}
