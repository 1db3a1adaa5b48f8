"""Prints the fewest roads on a route from hub 1 to hub n, or -1 when hub n cannot be reached."""
import sys
from collections import deque

UNREACHED = -1


def read_roads(tokens, road_count):
    """neighbours[hub] lists the hubs one road away from hub."""
    neighbours = {}
    for road in range(road_count):
        first, second = int(tokens[2 + 2 * road]), int(tokens[3 + 2 * road])
        neighbours.setdefault(first, []).append(second)
        neighbours.setdefault(second, []).append(first)
    return neighbours


def fewest_roads(neighbours, hub_count, start, target):
    """Breadth-first search: hubs are reached in order of their distance from start."""
    roads_to = [UNREACHED] * (hub_count + 1)
    roads_to[start] = 0
    queue = deque([start])
    while queue:
        hub = queue.popleft()
        for neighbour in neighbours[hub]:
            if roads_to[neighbour] == UNREACHED:
                roads_to[neighbour] = roads_to[hub] + 1
                queue.append(neighbour)
    return roads_to[target]


def main():
    tokens = sys.stdin.buffer.read().split()
    hub_count, road_count = int(tokens[0]), int(tokens[1])
    neighbours = read_roads(tokens, road_count)
    print(fewest_roads(neighbours, hub_count, 1, hub_count))


if __name__ == "__main__":
    main()
