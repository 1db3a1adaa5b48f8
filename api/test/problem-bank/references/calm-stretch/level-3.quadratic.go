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
	n, k := int(tokens[0]), int(tokens[1])
	d := tokens[2]
	readings := tokens[3 : 3+n]
	bestLength, bestStart := 0, 0
	for start := 0; start < n; start++ {
		counts := map[int64]int{}
		low, high := readings[start], readings[start]
		calm := true
		for end := start; end < n; end++ {
			value := readings[end]
			counts[value]++
			if value < low {
				low = value
			}
			if value > high {
				high = value
			}
			if counts[value] > k || high-low > d {
				calm = false
			}
			if calm && end-start+1 > bestLength {
				bestLength, bestStart = end-start+1, start
			}
		}
	}
	fmt.Println(bestLength, bestStart+1)
}
