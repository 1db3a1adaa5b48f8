import sys


class RangeLedger:
    """Range add and range sum with two Fenwick trees."""

    def __init__(self, size):
        self.size = size
        self.slopes = [0] * (size + 2)
        self.offsets = [0] * (size + 2)

    def _add(self, tree, index, delta):
        while index <= self.size:
            tree[index] += delta
            index += index & -index

    def _prefix(self, tree, index):
        total = 0
        while index > 0:
            total += tree[index]
            index -= index & -index
        return total

    def range_add(self, left, right, value):
        self._add(self.slopes, left, value)
        self._add(self.slopes, right + 1, -value)
        self._add(self.offsets, left, value * (left - 1))
        self._add(self.offsets, right + 1, -value * right)

    def prefix_sum(self, index):
        return self._prefix(self.slopes, index) * index - self._prefix(self.offsets, index)

    def range_sum(self, left, right):
        return self.prefix_sum(right) - self.prefix_sum(left - 1)


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    ledger = RangeLedger(n)
    for i in range(1, n + 1):
        ledger.range_add(i, i, int(data[1 + i]))
    out = []
    pos = 2 + n
    for _ in range(q):
        kind = int(data[pos])
        if kind == 1:
            index, value = int(data[pos + 1]), int(data[pos + 2])
            ledger.range_add(index, index, value - ledger.range_sum(index, index))
            pos += 3
        elif kind == 2:
            out.append(ledger.range_sum(int(data[pos + 1]), int(data[pos + 2])))
            pos += 3
        else:
            ledger.range_add(int(data[pos + 1]), int(data[pos + 2]), int(data[pos + 3]))
            pos += 4
    print("\n".join(map(str, out)))


main()
