package main

import (
	"bufio"
	"fmt"
	"os"
	"sort"
)

// reader reads the non-negative integers of the input.
type reader struct {
	r *bufio.Reader
}

func (rd *reader) nextInt() int {
	c, _ := rd.r.ReadByte()
	for c == ' ' || c == '\n' || c == '\r' || c == '\t' {
		c, _ = rd.r.ReadByte()
	}
	value := 0
	for c >= '0' && c <= '9' {
		value = value*10 + int(c-'0')
		c, _ = rd.r.ReadByte()
	}
	return value
}

// minStudios sweeps the start and end times in order. A booking ending at minute t
// frees its studio for one starting at t, so an end is processed before a start at the same time.
func minStudios(starts, ends []int) int {
	sort.Ints(starts)
	sort.Ints(ends)
	inUse, most, ended := 0, 0, 0
	for _, start := range starts {
		for ends[ended] <= start {
			ended++
			inUse--
		}
		inUse++
		if inUse > most {
			most = inUse
		}
	}
	return most
}

func main() {
	in := &reader{r: bufio.NewReaderSize(os.Stdin, 1<<20)}
	n := in.nextInt()
	starts := make([]int, n)
	ends := make([]int, n)
	for i := 0; i < n; i++ {
		starts[i], ends[i] = in.nextInt(), in.nextInt()
	}
	fmt.Println(minStudios(starts, ends))
}
