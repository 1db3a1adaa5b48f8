"""Prints how many hubs a parcel leaving hub 1 can reach."""
import sys
from collections import deque


def read_roads(tokens, hub_count, road_count):
    """adjacency[hub] lists the hubs one road away from hub (hubs are 1-based)."""
    adjacency = [[] for _ in range(hub_count + 1)]
    for road in range(road_count):
        first, second = int(tokens[2 + 2 * road]), int(tokens[3 + 2 * road])
        adjacency[first].append(second)
        adjacency[second].append(first)
    return adjacency


def reachable_hubs(adjacency, start):
    """Breadth-first search from start; counts start itself."""
    visited = [False] * len(adjacency)
    visited[start] = True
    queue = deque([start])
    reached = 1
    while queue:
        hub = queue.popleft()
        for neighbour in adjacency[hub]:
            if not visited[neighbour]:
                visited[neighbour] = True
                reached += 1
                queue.append(neighbour)
    return reached


def main():
    tokens = sys.stdin.buffer.read().split()
    hub_count, road_count = int(tokens[0]), int(tokens[1])
    adjacency = read_roads(tokens, hub_count, road_count)
    print(reachable_hubs(adjacency, 1))


if __name__ == "__main__":
    main()
