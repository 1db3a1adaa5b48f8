package main

import (
	"bufio"
	"fmt"
	"os"
	"sort"
)

type booking struct {
	start, end int64
}

// busyMinutes is how many minutes at least one studio is in use.
func busyMinutes(bookings []booking) int64 {
	sort.Slice(bookings, func(i, j int) bool { return bookings[i].start < bookings[j].start })
	var total int64
	curStart, curEnd := bookings[0].start, bookings[0].end
	for _, b := range bookings[1:] {
		if b.start > curEnd {
			total += curEnd - curStart
			curStart, curEnd = b.start, b.end
		} else if b.end > curEnd {
			curEnd = b.end
		}
	}
	return total + curEnd - curStart
}

func main() {
	in := bufio.NewReaderSize(os.Stdin, 1<<20)
	var n int
	fmt.Fscan(in, &n)
	bookings := make([]booking, n)
	for i := range bookings {
		fmt.Fscan(in, &bookings[i].start, &bookings[i].end)
	}
	fmt.Println(busyMinutes(bookings))
}
