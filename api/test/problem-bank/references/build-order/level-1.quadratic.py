import sys


def smallest_build_order(n, dependents, waiting_on):
    built = [False] * (n + 1)
    order = []
    while len(order) < n:
        # the smallest module whose dependencies are all built
        module = 0
        for candidate in range(1, n + 1):
            if not built[candidate] and waiting_on[candidate] == 0:
                module = candidate
                break
        if module == 0:
            return None
        built[module] = True
        order.append(module)
        for nxt in dependents[module]:
            waiting_on[nxt] -= 1
    return order


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
