import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    times = [0] + [int(x) for x in data[2:2 + n]]
    dependents = [[] for _ in range(n + 1)]
    waiting_on = [0] * (n + 1)
    pos = 2 + n
    for i in range(m):
        a, b = int(data[pos + 2 * i]), int(data[pos + 1 + 2 * i])
        dependents[a].append(b)
        waiting_on[b] += 1
    built = [False] * (n + 1)
    start = [0] * (n + 1)
    finish = [0] * (n + 1)
    order = []
    minutes = 0
    while len(order) < n:
        # the smallest module whose dependencies are all built
        module = 0
        for candidate in range(1, n + 1):
            if not built[candidate] and waiting_on[candidate] == 0:
                module = candidate
                break
        if module == 0:
            print("CYCLE")
            return
        built[module] = True
        order.append(module)
        finish[module] = start[module] + times[module]
        minutes = max(minutes, finish[module])
        for nxt in dependents[module]:
            waiting_on[nxt] -= 1
            start[nxt] = max(start[nxt], finish[module])
    latest = [minutes] * (n + 1)
    for module in reversed(order):
        for nxt in dependents[module]:
            latest[module] = min(latest[module], latest[nxt] - times[nxt])
    critical = [module for module in range(1, n + 1) if finish[module] == latest[module]]
    print(" ".join(map(str, order)))
    print(minutes)
    print(" ".join(map(str, critical)))


main()
