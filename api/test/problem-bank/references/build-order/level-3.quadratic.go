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
	finish := make([]int64, n+1)
	modules := make([]int, 0, n)
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
		modules = append(modules, module)
		finish[module] = start[module] + times[module]
		if finish[module] > minutes {
			minutes = finish[module]
		}
		for _, next := range dependents[module] {
			waitingOn[next]--
			if finish[module] > start[next] {
				start[next] = finish[module]
			}
		}
	}
	latest := make([]int64, n+1)
	for i := range latest {
		latest[i] = minutes
	}
	for index := n - 1; index >= 0; index-- {
		module := modules[index]
		for _, next := range dependents[module] {
			if latest[next]-times[next] < latest[module] {
				latest[module] = latest[next] - times[next]
			}
		}
	}
	critical := make([]string, 0)
	for module := 1; module <= n; module++ {
		if finish[module] == latest[module] {
			critical = append(critical, strconv.Itoa(module))
		}
	}
	fmt.Println(strings.Join(order, " "))
	fmt.Println(minutes)
	fmt.Println(strings.Join(critical, " "))
}
