import heapq
import sys

MOD = 1_000_000_007


def fastest_routes(n, adjacency):
    distance = [float("inf")] * (n + 1)
    routes = [0] * (n + 1)
    distance[1], routes[1] = 0, 1
    heap = [(0, 1)]
    while heap:
        reached, hub = heapq.heappop(heap)
        if reached > distance[hub]:
            continue
        for neighbour, minutes in adjacency[hub]:
            candidate = reached + minutes
            if candidate < distance[neighbour]:
                distance[neighbour] = candidate
                routes[neighbour] = routes[hub]
                heapq.heappush(heap, (candidate, neighbour))
            elif candidate == distance[neighbour]:
                routes[neighbour] = (routes[neighbour] + routes[hub]) % MOD
    if distance[n] == float("inf"):
        return -1, 0
    return distance[n], routes[n]


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    adjacency = [[] for _ in range(n + 1)]
    for i in range(m):
        u, v, w = int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])
        adjacency[u].append((v, w))
        adjacency[v].append((u, w))
    minutes, count = fastest_routes(n, adjacency)
    print(minutes, count)


main()
