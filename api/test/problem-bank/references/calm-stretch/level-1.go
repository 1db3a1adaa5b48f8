package main

import (
	"bufio"
	"fmt"
	"os"
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

func longestDistinctStretch(readings []int64) (int, int) {
	lastSeen := make(map[int64]int, len(readings))
	left, bestLength, bestStart := 0, 0, 0
	for right, value := range readings {
		if previous, ok := lastSeen[value]; ok && previous >= left {
			left = previous + 1
		}
		lastSeen[value] = right
		if right-left+1 > bestLength {
			bestLength, bestStart = right-left+1, left
		}
	}
	return bestLength, bestStart + 1
}

func main() {
	tokens := readInts()
	n := int(tokens[0])
	length, start := longestDistinctStretch(tokens[1 : 1+n])
	fmt.Println(length, start)
}
