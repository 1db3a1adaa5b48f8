package main

import (
	"bufio"
	"fmt"
	"os"
	"sort"
)

func main() {
	r := bufio.NewReaderSize(os.Stdin, 1<<20)
	var n int
	fmt.Fscan(r, &n)
	e := make([]int, 0, 2*n)
	for i := 0; i < n; i++ {
		var a, b int
		fmt.Fscan(r, &a, &b)
		e = append(e, a*2+1, b*2)
	}
	sort.Ints(e)
	c, m := 0, 0
	for _, x := range e {
		if x%2 == 1 {
			c++
			if c > m {
				m = c
			}
		} else {
			c--
		}
	}
	fmt.Println(m)
}
