import heapq
import sys


def read_graph(data):
    n, m = int(data[0]), int(data[1])
    dependents = [[] for _ in range(n + 1)]
    prerequisites_left = [0] * (n + 1)
    for i in range(m):
        before, after = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        dependents[before].append(after)
        prerequisites_left[after] += 1
    return n, dependents, prerequisites_left


def buildable_modules(n, dependents, prerequisites_left):
    ready = [module for module in range(1, n + 1) if prerequisites_left[module] == 0]
    heapq.heapify(ready)
    built = []
    while ready:
        module = heapq.heappop(ready)
        built.append(module)
        for dependent in dependents[module]:
            prerequisites_left[dependent] -= 1
            if prerequisites_left[dependent] == 0:
                heapq.heappush(ready, dependent)
    return built


def main():
    data = sys.stdin.buffer.read().split()
    n, dependents, prerequisites_left = read_graph(data)
    built = buildable_modules(n, dependents, prerequisites_left)
    print(len(built))
    print(" ".join(map(str, built)))


main()
