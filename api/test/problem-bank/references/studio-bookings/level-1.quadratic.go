package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	reader := bufio.NewReaderSize(os.Stdin, 1<<16)
	var n int
	fmt.Fscan(reader, &n)
	starts := make([]int64, n)
	ends := make([]int64, n)
	for i := 0; i < n; i++ {
		fmt.Fscan(reader, &starts[i], &ends[i])
	}
	most := 0
	for i := 0; i < n; i++ {
		// how many bookings are running when booking i starts
		running := 0
		for j := 0; j < n; j++ {
			if starts[j] <= starts[i] && starts[i] < ends[j] {
				running++
			}
		}
		if running > most {
			most = running
		}
	}
	fmt.Println(most)
}
