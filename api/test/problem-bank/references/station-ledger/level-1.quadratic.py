import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    fares = [int(x) for x in data[2:2 + n]]
    out = []
    pos = 2 + n
    for _ in range(q):
        left, right = int(data[pos]), int(data[pos + 1])
        pos += 2
        total = 0
        for i in range(left - 1, right):
            total += fares[i]
        out.append(total)
    print("\n".join(map(str, out)))


main()
