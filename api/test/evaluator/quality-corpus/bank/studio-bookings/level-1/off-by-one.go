package main

import (
	"bufio"
	"fmt"
	"os"
	"sort"
	"strconv"
)

type Booking struct {
	Start, End int
}

func readBookings() []Booking {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	sc.Split(bufio.ScanWords)
	next := func() int {
		sc.Scan()
		v, _ := strconv.Atoi(sc.Text())
		return v
	}
	n := next()
	bookings := make([]Booking, n)
	for i := range bookings {
		bookings[i] = Booking{next(), next()}
	}
	return bookings
}

// studiosNeeded walks the bookings by start time and reuses a studio
// whenever the earliest running booking is already over.
func studiosNeeded(bookings []Booking) int {
	starts := make([]int, len(bookings))
	ends := make([]int, len(bookings))
	for i, b := range bookings {
		starts[i], ends[i] = b.Start, b.End
	}
	sort.Ints(starts)
	sort.Ints(ends)

	studios, j := 0, 0
	for _, s := range starts {
		if ends[j] < s {
			j++ // a studio became free
		} else {
			studios++
		}
	}
	return studios
}

func main() {
	fmt.Println(studiosNeeded(readBookings()))
}
