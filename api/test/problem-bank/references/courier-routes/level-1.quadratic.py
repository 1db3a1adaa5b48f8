import sys


def fewest_roads(n, adjacency):
    visited = [1]
    frontier = [1]
    hops = 0
    while frontier:
        if n in frontier:
            return hops
        following = []
        for hub in frontier:
            for neighbour in adjacency[hub]:
                if neighbour not in visited:
                    visited.append(neighbour)
                    following.append(neighbour)
        frontier = following
        hops += 1
    return -1


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
