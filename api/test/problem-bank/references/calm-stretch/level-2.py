import sys
from collections import defaultdict


def longest_calm_stretch(readings, max_repeats):
    counts = defaultdict(int)
    left = 0
    best_length, best_start = 0, 0
    for right, value in enumerate(readings):
        counts[value] += 1
        while counts[value] > max_repeats:
            counts[readings[left]] -= 1
            left += 1
        if right - left + 1 > best_length:
            best_length, best_start = right - left + 1, left
    return best_length, best_start + 1


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    length, start = longest_calm_stretch(data[2:2 + n], k)
    print(length, start)


main()
