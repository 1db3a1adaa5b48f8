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


def critical_path(order, times, dependents, prerequisites):
    earliest_finish = [0] * len(times)
    for module in order:
        start = max((earliest_finish[p] for p in prerequisites[module]), default=0)
        earliest_finish[module] = start + times[module]
    total = max(earliest_finish)
    latest_finish = [total] * len(times)
    for module in reversed(order):
        for nxt in dependents[module]:
            latest_finish[module] = min(latest_finish[module], latest_finish[nxt] - times[nxt])
    critical = sorted(m for m in order if earliest_finish[m] == latest_finish[m])
    return total, critical


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
    total, critical = critical_path(order, times, dependents, prerequisites)
    print(" ".join(map(str, order)))
    print(total)
    print(" ".join(map(str, critical)))


main()
