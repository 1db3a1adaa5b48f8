import heapq
import sys


def fastest_minutes(n, adjacency):
    distance = [float("inf")] * (n + 1)
    distance[1] = 0
    heap = [(0, 1)]
    while heap:
        reached, hub = heapq.heappop(heap)
        if reached > distance[hub]:
            continue
        for neighbour, minutes in adjacency[hub]:
            candidate = reached + minutes
            if candidate < distance[neighbour]:
                distance[neighbour] = candidate
                heapq.heappush(heap, (candidate, neighbour))
    return distance[n] if distance[n] != float("inf") else -1


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    adjacency = [[] for _ in range(n + 1)]
    for i in range(m):
        u, v, w = int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])
        adjacency[u].append((v, w))
        adjacency[v].append((u, w))
    print(fastest_minutes(n, adjacency))


main()
