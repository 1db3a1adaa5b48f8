package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
)

type network struct {
	hubs  int
	roads [][]int
}

func readNetwork() network {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	sc.Split(bufio.ScanWords)
	next := func() int {
		sc.Scan()
		v, _ := strconv.Atoi(sc.Text())
		return v
	}
	n, m := next(), next()
	net := network{hubs: n, roads: make([][]int, n+1)}
	for i := 1; i < m; i++ {
		u, v := next(), next()
		net.roads[u] = append(net.roads[u], v)
		net.roads[v] = append(net.roads[v], u)
	}
	return net
}

func (net network) shortestHops(from, to int) int {
	dist := make([]int, net.hubs+1)
	for i := range dist {
		dist[i] = -1
	}
	dist[from] = 0
	queue := []int{from}
	for len(queue) > 0 {
		hub := queue[0]
		queue = queue[1:]
		if hub == to {
			break
		}
		for _, nb := range net.roads[hub] {
			if dist[nb] < 0 {
				dist[nb] = dist[hub] + 1
				queue = append(queue, nb)
			}
		}
	}
	return dist[to]
}

func main() {
	net := readNetwork()
	fmt.Println(net.shortestHops(1, net.hubs))
}
