package main

import (
	"bufio"
	"fmt"
	"os"
)

const maxReading = 1000000

func readInts(r *bufio.Reader, count int) []int {
	nums := make([]int, count)
	for i := range nums {
		x := 0
		c, _ := r.ReadByte()
		for c < '0' || c > '9' {
			c, _ = r.ReadByte()
		}
		for c >= '0' && c <= '9' {
			x = x*10 + int(c-'0')
			c, _ = r.ReadByte()
		}
		nums[i] = x
	}
	return nums
}

func main() {
	r := bufio.NewReaderSize(os.Stdin, 1<<16)
	n := readInts(r, 1)[0]
	readings := readInts(r, n)

	// position+1 of the last time each reading appeared, 0 = never
	lastPos := make([]int, maxReading+1)
	left, bestLen, bestStart := 0, 0, 0
	for i, x := range readings {
		if lastPos[x] > left {
			left = lastPos[x]
		}
		lastPos[x] = i + 1
		if i-left+1 > bestLen {
			bestLen = i - left + 1
			bestStart = left
		}
	}
	fmt.Println(bestLen, bestStart+1)
}
