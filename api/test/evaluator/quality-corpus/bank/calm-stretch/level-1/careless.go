package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	r := bufio.NewReaderSize(os.Stdin, 1<<20)
	var n int
	fmt.Fscan(r, &n)
	a := make([]int, n)
	for i := 0; i < n; i++ {
		fmt.Fscan(r, &a[i])
	}
	m := map[int]int{}
	l, b, s := 0, 0, 0
	for i := 0; i < n; i++ {
		if j, ok := m[a[i]]; ok && j >= l {
			l = j + 1
		}
		m[a[i]] = i
		if i-l+1 > b {
			b = i - l + 1
			s = l
		}
	}
	fmt.Println(b, s+1)
}
