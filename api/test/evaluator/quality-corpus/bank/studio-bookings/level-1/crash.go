package main

import (
	"bufio"
	"fmt"
	"os"
)

// bookings are given in minutes, a million minutes is plenty
const maxMinute = 1 << 20

var change [maxMinute + 1]int

func readNum(r *bufio.Reader) int {
	x := 0
	c, _ := r.ReadByte()
	for c < '0' || c > '9' {
		c, _ = r.ReadByte()
	}
	for c >= '0' && c <= '9' {
		x = x*10 + int(c-'0')
		c, _ = r.ReadByte()
	}
	return x
}

func main() {
	r := bufio.NewReaderSize(os.Stdin, 1<<16)
	n := readNum(r)
	last := 0
	for i := 0; i < n; i++ {
		s, e := readNum(r), readNum(r)
		change[s]++
		change[e]--
		if e > last {
			last = e
		}
	}

	busy, best := 0, 0
	for minute := 0; minute <= last; minute++ {
		busy += change[minute]
		if busy > best {
			best = busy
		}
	}
	fmt.Println(best)
}
