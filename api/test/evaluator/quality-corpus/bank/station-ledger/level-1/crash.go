package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

func main() {
	sc := bufio.NewScanner(os.Stdin)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()

	sc.Scan()
	first := strings.Fields(sc.Text())
	n, _ := strconv.Atoi(first[0])
	q, _ := strconv.Atoi(first[1])

	sc.Scan()
	fares := strings.Fields(sc.Text())
	prefix := make([]int64, n+1)
	for i := 1; i <= n; i++ {
		v, _ := strconv.ParseInt(fares[i-1], 10, 64)
		prefix[i] = prefix[i-1] + v
	}

	for i := 0; i < q; i++ {
		sc.Scan()
		parts := strings.Fields(sc.Text())
		l, _ := strconv.Atoi(parts[0])
		r, _ := strconv.Atoi(parts[1])
		fmt.Fprintln(w, prefix[r]-prefix[l-1])
	}
}
