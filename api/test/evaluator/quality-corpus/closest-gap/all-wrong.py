"""Finds the two values that are closest to each other."""
import sys


def closest_pair(values):
    """Sorted, the closest two values are neighbours; returns them, or None with fewer than two."""
    ordered = sorted(values)
    best = None
    for left, right in zip(ordered, ordered[1:]):
        if best is None or right - left < best[1] - best[0]:
            best = (left, right)
    return best


def main():
    tokens = sys.stdin.read().split()
    count = int(tokens[0])
    values = [int(token) for token in tokens[1:1 + count]]
    pair = closest_pair(values)
    print("no pair" if pair is None else f"{pair[0]} {pair[1]}")


if __name__ == "__main__":
    main()
