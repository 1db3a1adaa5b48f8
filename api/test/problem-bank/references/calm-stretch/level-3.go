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

// longestCalmStretch uses two pointers, a count per reading and two monotonic deques (slices of indices).
func longestCalmStretch(readings []int64, maxRepeats int, maxSpread int64) (int, int) {
	counts := make(map[int64]int, len(readings))
	minima := make([]int, 0, len(readings))
	maxima := make([]int, 0, len(readings))
	minHead, maxHead := 0, 0
	left, bestLength, bestStart := 0, 0, 0
	for right, value := range readings {
		counts[value]++
		for len(minima) > minHead && readings[minima[len(minima)-1]] >= value {
			minima = minima[:len(minima)-1]
		}
		minima = append(minima, right)
		for len(maxima) > maxHead && readings[maxima[len(maxima)-1]] <= value {
			maxima = maxima[:len(maxima)-1]
		}
		maxima = append(maxima, right)
		for counts[value] > maxRepeats || readings[maxima[maxHead]]-readings[minima[minHead]] > maxSpread {
			counts[readings[left]]--
			if minima[minHead] == left {
				minHead++
			}
			if maxima[maxHead] == left {
				maxHead++
			}
			left++
		}
		if right-left+1 > bestLength {
			bestLength, bestStart = right-left+1, left
		}
	}
	return bestLength, bestStart + 1
}

func main() {
	tokens := readInts()
	n, k, d := int(tokens[0]), int(tokens[1]), tokens[2]
	length, start := longestCalmStretch(tokens[3:3+n], k, d)
	fmt.Println(length, start)
}
