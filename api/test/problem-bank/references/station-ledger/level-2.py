import sys


class Fenwick:
    def __init__(self, size):
        self.size = size
        self.tree = [0] * (size + 1)

    def add(self, index, delta):
        while index <= self.size:
            self.tree[index] += delta
            index += index & -index

    def prefix_sum(self, index):
        total = 0
        while index > 0:
            total += self.tree[index]
            index -= index & -index
        return total


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    fares = [0] + [int(x) for x in data[2:2 + n]]
    ledger = Fenwick(n)
    for i in range(1, n + 1):
        ledger.add(i, fares[i])
    out = []
    pos = 2 + n
    for _ in range(q):
        kind, a, b = int(data[pos]), int(data[pos + 1]), int(data[pos + 2])
        pos += 3
        if kind == 1:
            ledger.add(a, b - fares[a])
            fares[a] = b
        else:
            out.append(ledger.prefix_sum(b) - ledger.prefix_sum(a - 1))
    print("\n".join(map(str, out)))


main()
