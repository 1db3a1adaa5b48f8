"""Prints the fewest roads on a route from hub 1 to hub n, or -1 when hub n cannot be reached."""
import sys
from collections import deque

UNREACHED = -1


def read_roads(tokens, hub_count, road_count):
    """adjacency[hub] lists the hubs one road away from hub (hubs are 1-based)."""
    adjacency = [[] for _ in range(hub_count + 1)]
    for road in range(1, road_count):
        first, second = int(tokens[2 * road]), int(tokens[2 * road + 1])
        adjacency[first].append(second)
        adjacency[second].append(first)
    return adjacency


def fewest_roads(adjacency, start, target):
    """Breadth-first search: hubs are reached in order of their distance from start."""
    roads_to = [UNREACHED] * len(adjacency)
    roads_to[start] = 0
    queue = deque([start])
    while queue:
        hub = queue.popleft()
        for neighbour in adjacency[hub]:
            if roads_to[neighbour] == UNREACHED:
                roads_to[neighbour] = roads_to[hub] + 1
                queue.append(neighbour)
    return roads_to[target]


def main():
    tokens = sys.stdin.buffer.read().split()
    hub_count, road_count = int(tokens[0]), int(tokens[1])
    adjacency = read_roads(tokens, hub_count, road_count)
    print(fewest_roads(adjacency, 1, hub_count))


if __name__ == "__main__":
    main()
