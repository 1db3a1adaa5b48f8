package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
)

type stretch struct {
	length int
	start  int // 1-based
}

func readReadings() []int {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	sc.Split(bufio.ScanWords)
	sc.Scan()
	n, _ := strconv.Atoi(sc.Text())
	readings := make([]int, n)
	for i := range readings {
		sc.Scan()
		readings[i], _ = strconv.Atoi(sc.Text())
	}
	return readings
}

// longestCalmStretch slides a window that never holds the same reading twice.
func longestCalmStretch(readings []int) stretch {
	lastSeen := make(map[int]int)
	best := stretch{}
	left := 0
	for right, reading := range readings {
		if seenAt, ok := lastSeen[reading]; ok && seenAt >= left {
			left = seenAt + 1
		}
		lastSeen[reading] = right
		if length := right - left + 1; length >= best.length {
			best = stretch{length: length, start: left + 1}
		}
	}
	return best
}

func main() {
	best := longestCalmStretch(readReadings())
	fmt.Println(best.length, best.start)
}
