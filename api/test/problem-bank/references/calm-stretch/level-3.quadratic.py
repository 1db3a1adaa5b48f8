import sys


def longest_calm_stretch(readings, max_repeats, max_spread):
    n = len(readings)
    best_length, best_start = 0, 0
    for start in range(n):
        counts = {}
        low = high = readings[start]
        calm = True
        for end in range(start, n):
            value = readings[end]
            counts[value] = counts.get(value, 0) + 1
            low = min(low, value)
            high = max(high, value)
            if counts[value] > max_repeats or high - low > max_spread:
                calm = False
            if calm and end - start + 1 > best_length:
                best_length, best_start = end - start + 1, start
    return best_length, best_start + 1


def main():
    data = sys.stdin.read().split()
    n, k, d = int(data[0]), int(data[1]), int(data[2])
    readings = [int(x) for x in data[3:3 + n]]
    length, start = longest_calm_stretch(readings, k, d)
    print(length, start)


main()
