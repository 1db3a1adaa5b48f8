import sys
from collections import deque


def fewest_roads(n, adjacency):
    hops = [-1] * (n + 1)
    hops[1] = 0
    queue = deque([1])
    while queue:
        hub = queue.popleft()
        for neighbour in adjacency[hub]:
            if hops[neighbour] == -1:
                hops[neighbour] = hops[hub] + 1
                queue.append(neighbour)
    return hops[n]


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    adjacency = [[] for _ in range(n + 1)]
    for i in range(m):
        u, v = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        adjacency[u].append(v)
        adjacency[v].append(u)
    print(fewest_roads(n, adjacency))


main()
