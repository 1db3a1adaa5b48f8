import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    fares = [int(x) for x in data[2:2 + n]]
    out = []
    pos = 2 + n
    for _ in range(q):
        kind, a, b = int(data[pos]), int(data[pos + 1]), int(data[pos + 2])
        pos += 3
        if kind == 1:
            fares[a - 1] = b
        else:
            out.append(sum(fares[a - 1:b]))
    print("\n".join(map(str, out)))


main()
