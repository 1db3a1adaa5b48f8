import heapq
import sys


def smallest_build_order(n, dependents, waiting_on):
    ready = [module for module in range(1, n + 1) if waiting_on[module] == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        module = heapq.heappop(ready)
        order.append(module)
        for nxt in dependents[module]:
            waiting_on[nxt] -= 1
            if waiting_on[nxt] == 0:
                heapq.heappush(ready, nxt)
    return order if len(order) == n else None


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    dependents = [[] for _ in range(n + 1)]
    waiting_on = [0] * (n + 1)
    for i in range(m):
        a, b = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        dependents[a].append(b)
        waiting_on[b] += 1
    order = smallest_build_order(n, dependents, waiting_on)
    print("CYCLE" if order is None else " ".join(map(str, order)))


main()
