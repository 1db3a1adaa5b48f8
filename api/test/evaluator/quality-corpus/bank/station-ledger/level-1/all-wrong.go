package main

import (
	"bufio"
	"fmt"
	"os"
)

// collectingStations[i] = how many of stations 1..i did not end the day in refunds.
func collectingStations(fares []int64) []int {
	counts := make([]int, len(fares)+1)
	for i, fare := range fares {
		counts[i+1] = counts[i]
		if fare >= 0 {
			counts[i+1]++
		}
	}
	return counts
}

func main() {
	reader := bufio.NewReaderSize(os.Stdin, 1<<20)
	writer := bufio.NewWriterSize(os.Stdout, 1<<20)
	defer writer.Flush()

	var n, q int
	fmt.Fscan(reader, &n, &q)
	fares := make([]int64, n)
	for i := range fares {
		fmt.Fscan(reader, &fares[i])
	}
	counts := collectingStations(fares)
	for ; q > 0; q-- {
		var l, r int
		fmt.Fscan(reader, &l, &r)
		fmt.Fprintln(writer, counts[r]-counts[l-1])
	}
}
