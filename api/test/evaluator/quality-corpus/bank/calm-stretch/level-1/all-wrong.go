package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// calmestRun finds the longest run in which the reading does not change,
// and returns its length together with the reading held during it.
func calmestRun(readings []int) (int, int) {
	bestLen, bestReading := 0, 0
	runLen := 0
	for i, x := range readings {
		if i > 0 && readings[i-1] == x {
			runLen++
		} else {
			runLen = 1
		}
		if runLen > bestLen {
			bestLen, bestReading = runLen, x
		}
	}
	return bestLen, bestReading
}

func main() {
	r := bufio.NewReaderSize(os.Stdin, 1<<20)
	var n int
	fmt.Fscanln(r, &n)
	line, _ := r.ReadString('\n')
	fields := strings.Fields(line)
	readings := make([]int, 0, n)
	for _, f := range fields[:n] {
		v, _ := strconv.Atoi(f)
		readings = append(readings, v)
	}
	length, reading := calmestRun(readings)
	fmt.Println(length, reading)
}
