import sys


def longest_calm_stretch(readings, max_repeats):
    n = len(readings)
    best_length, best_start = 0, 0
    for start in range(n):
        counts = {}
        calm = True
        for end in range(start, n):
            value = readings[end]
            counts[value] = counts.get(value, 0) + 1
            if counts[value] > max_repeats:
                calm = False
            if calm and end - start + 1 > best_length:
                best_length, best_start = end - start + 1, start
    return best_length, best_start + 1


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    length, start = longest_calm_stretch(data[2:2 + n], k)
    print(length, start)


main()
