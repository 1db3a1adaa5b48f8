import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    fares = [0] + [int(x) for x in data[2:2 + n]]
    out = []
    pos = 2 + n
    for _ in range(q):
        kind = int(data[pos])
        if kind == 1:
            fares[int(data[pos + 1])] = int(data[pos + 2])
            pos += 3
        elif kind == 2:
            left, right = int(data[pos + 1]), int(data[pos + 2])
            out.append(sum(fares[left:right + 1]))
            pos += 3
        else:
            left, right, value = int(data[pos + 1]), int(data[pos + 2]), int(data[pos + 3])
            for i in range(left, right + 1):
                fares[i] += value
            pos += 4
    print("\n".join(map(str, out)))


main()
