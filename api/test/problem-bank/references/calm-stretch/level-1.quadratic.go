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

func main() {
	tokens := readInts()
	n := int(tokens[0])
	readings := tokens[1 : 1+n]
	// the last position of each reading seen so far, searched one by one
	var seenValues []int64
	var seenAt []int
	left, bestLength, bestStart := 0, 0, 0
	for right, value := range readings {
		slot := -1
		for i, seen := range seenValues {
			if seen == value {
				slot = i
				break
			}
		}
		if slot == -1 {
			seenValues = append(seenValues, value)
			seenAt = append(seenAt, right)
		} else {
			if seenAt[slot] >= left {
				left = seenAt[slot] + 1
			}
			seenAt[slot] = right
		}
		if right-left+1 > bestLength {
			bestLength, bestStart = right-left+1, left
		}
	}
	fmt.Println(bestLength, bestStart+1)
}
