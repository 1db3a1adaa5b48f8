import sys


class Islands:
    def __init__(self, rows, columns):
        self.rows, self.columns = rows, columns
        self.parent = list(range(rows * columns))
        self.size = [1] * (rows * columns)
        self.land = [False] * (rows * columns)
        self.count = 0
        self.largest = 0

    def find(self, cell):
        while self.parent[cell] != cell:
            self.parent[cell] = self.parent[self.parent[cell]]
            cell = self.parent[cell]
        return cell

    def union(self, a, b):
        root_a, root_b = self.find(a), self.find(b)
        if root_a == root_b:
            return
        if self.size[root_a] < self.size[root_b]:
            root_a, root_b = root_b, root_a
        self.parent[root_b] = root_a
        self.size[root_a] += self.size[root_b]
        self.largest = max(self.largest, self.size[root_a])
        self.count -= 1

    def reclaim(self, r, c):
        cell = r * self.columns + c
        if self.land[cell]:
            return
        self.land[cell] = True
        self.count += 1
        self.largest = max(self.largest, 1)
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= nr < self.rows and 0 <= nc < self.columns and self.land[nr * self.columns + nc]:
                self.union(cell, nr * self.columns + nc)


def main():
    data = sys.stdin.read().split()
    rows, columns = int(data[0]), int(data[1])
    islands = Islands(rows, columns)
    for r in range(rows):
        line = data[2 + r]
        for c in range(columns):
            if line[c] == "#":
                islands.reclaim(r, c)
    pos = 2 + rows
    q = int(data[pos])
    out = []
    for i in range(q):
        islands.reclaim(int(data[pos + 1 + 2 * i]) - 1, int(data[pos + 2 + 2 * i]) - 1)
        out.append(f"{islands.count} {islands.largest}")
    print("\n".join(out))


main()
