import heapq
import sys
from collections import Counter


def read_dependencies(lines, m):
    pairs = []
    for line in lines[1:m + 1]:
        before, after = map(int, line.split())
        pairs.append((before, after))
    return pairs


def build_graph(n, pairs):
    befores, afters = zip(*pairs)
    dependents = [[] for _ in range(n + 1)]
    for before, after in zip(befores, afters):
        dependents[before].append(after)
    prerequisite_counts = Counter(afters)
    return dependents, prerequisite_counts


def smallest_build_order(n, dependents, prerequisite_counts):
    ready = [module for module in range(1, n + 1) if prerequisite_counts[module] == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        module = heapq.heappop(ready)
        order.append(module)
        for dependent in dependents[module]:
            prerequisite_counts[dependent] -= 1
            if prerequisite_counts[dependent] == 0:
                heapq.heappush(ready, dependent)
    return order if len(order) == n else None


def main():
    lines = sys.stdin.read().split("\n")
    n, m = map(int, lines[0].split())
    pairs = read_dependencies(lines, m)
    dependents, prerequisite_counts = build_graph(n, pairs)
    order = smallest_build_order(n, dependents, prerequisite_counts)
    print("CYCLE" if order is None else " ".join(map(str, order)))


main()
