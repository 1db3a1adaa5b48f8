"""Prints the length and 1-based start of the longest stretch of readings with no repeat."""
import sys


def stretch_key(stretch):
    """Longer stretches first; among equally long ones, the earlier start."""
    length, start = stretch
    return length, -start


def longest_calm_stretch(readings):
    """Each repeated reading cuts the current stretch short; the last stretch runs to the end."""
    last_seen = {}
    window_start = 0
    cut_short = []
    for position, reading in enumerate(readings):
        if last_seen.get(reading, -1) >= window_start:
            cut_short.append((position - window_start, window_start))
            window_start = last_seen[reading] + 1
        last_seen[reading] = position
    final_stretch = (len(readings) - window_start, window_start)
    best_cut_short = max(cut_short, key=stretch_key)
    length, start = max(best_cut_short, final_stretch, key=stretch_key)
    return length, start + 1


def main():
    tokens = sys.stdin.read().split()
    count = int(tokens[0])
    readings = [int(token) for token in tokens[1:1 + count]]
    length, start = longest_calm_stretch(readings)
    print(length, start)


if __name__ == "__main__":
    main()
