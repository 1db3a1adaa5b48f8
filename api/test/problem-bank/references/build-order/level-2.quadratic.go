package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

func main() {
	reader := bufio.NewReaderSize(os.Stdin, 1<<16)
	var n, m int
	fmt.Fscan(reader, &n, &m)
	times := make([]int64, n+1)
	for i := 1; i <= n; i++ {
		fmt.Fscan(reader, &times[i])
	}
	dependents := make([][]int, n+1)
	waitingOn := make([]int, n+1)
	for i := 0; i < m; i++ {
		var a, b int
		fmt.Fscan(reader, &a, &b)
		dependents[a] = append(dependents[a], b)
		waitingOn[b]++
	}
	built := make([]bool, n+1)
	start := make([]int64, n+1)
	order := make([]string, 0, n)
	var minutes int64
	for len(order) < n {
		// the smallest module whose dependencies are all built
		module := 0
		for candidate := 1; candidate <= n; candidate++ {
			if !built[candidate] && waitingOn[candidate] == 0 {
				module = candidate
				break
			}
		}
		if module == 0 {
			fmt.Println("CYCLE")
			return
		}
		built[module] = true
		order = append(order, strconv.Itoa(module))
		finish := start[module] + times[module]
		if finish > minutes {
			minutes = finish
		}
		for _, next := range dependents[module] {
			waitingOn[next]--
			if finish > start[next] {
				start[next] = finish
			}
		}
	}
	fmt.Println(strings.Join(order, " "))
	fmt.Println(minutes)
}
