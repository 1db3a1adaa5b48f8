"""Largest sum of consecutive values, with where that stretch starts and ends (1-based)."""
import sys


def best_stretch(values):
    best, best_start, best_end = 0, 1, 0
    running, start = 0, 0
    for index, value in enumerate(values):
        if running <= 0:
            running, start = value, index
        else:
            running += value
        if running > best:
            best, best_start, best_end = running, start + 1, index + 1
    return best, best_start, best_end


def main():
    data = list(map(int, sys.stdin.read().split()))
    n = data[0]
    total, first, last = best_stretch(data[1:n + 1])
    print(total, first, last)


main()
