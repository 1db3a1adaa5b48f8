import heapq
import sys


def smallest_build_order(n, dependents, prerequisites):
    waiting_on = [len(p) for p in prerequisites]
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


def total_minutes(order, times, prerequisites):
    finish = [0] * len(times)
    for module in order:
        start = max((finish[p] for p in prerequisites[module]), default=0)
        finish[module] = start + times[module]
    return max(finish)


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    times = [0] + [int(x) for x in data[2:2 + n]]
    dependents = [[] for _ in range(n + 1)]
    prerequisites = [[] for _ in range(n + 1)]
    pos = 2 + n
    for i in range(m):
        a, b = int(data[pos + 2 * i]), int(data[pos + 1 + 2 * i])
        dependents[a].append(b)
        prerequisites[b].append(a)
    order = smallest_build_order(n, dependents, prerequisites)
    if order is None:
        print("CYCLE")
        return
    print(" ".join(map(str, order)))
    print(total_minutes(order, times, prerequisites))


main()
