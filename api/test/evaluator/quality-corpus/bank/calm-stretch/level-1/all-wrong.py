"""Prints the first and last reading of the longest stretch in which no reading repeats."""
import sys


def longest_calm_stretch(readings):
    """Sliding window over distinct readings; returns the first and last reading of the earliest longest one."""
    last_seen = {}
    window_start = 0
    best_start, best_end = 0, 0
    for position, reading in enumerate(readings):
        if last_seen.get(reading, -1) >= window_start:
            window_start = last_seen[reading] + 1
        last_seen[reading] = position
        if position + 1 - window_start > best_end - best_start:
            best_start, best_end = window_start, position + 1
    return readings[best_start], readings[best_end - 1]


def main():
    tokens = sys.stdin.read().split()
    count = int(tokens[0])
    readings = [int(token) for token in tokens[1:1 + count]]
    first, last = longest_calm_stretch(readings)
    print(first, last)


if __name__ == "__main__":
    main()
