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


def smallest_build_order(n, dependents, prerequisites_left):
    ready = [module for module in range(1, n) if prerequisites_left[module] == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        module = heapq.heappop(ready)
        order.append(module)
        for dependent in dependents[module]:
            prerequisites_left[dependent] -= 1
            if prerequisites_left[dependent] == 0:
                heapq.heappush(ready, dependent)
    if len(order) < n:
        return None
    return order


def main():
    data = sys.stdin.buffer.read().split()
    n, dependents, prerequisites_left = read_graph(data)
    order = smallest_build_order(n, dependents, prerequisites_left)
    if order is None:
        print("CYCLE")
    else:
        print(" ".join(map(str, order)))


main()
