"""Prints the smallest difference between two of the values, or -1 when there are fewer than two."""
import sys


def closest_gap(values):
    """Compares every pair."""
    best = -1
    for first in range(len(values)):
        for second in range(first + 1, len(values)):
            gap = abs(values[first] - values[second])
            if best == -1 or gap < best:
                best = gap
    return best


def main():
    tokens = sys.stdin.read().split()
    if not tokens:
        sys.exit("expected the count on the first line")
    count = int(tokens[0])
    print(closest_gap([int(token) for token in tokens[1:1 + count]]))


if __name__ == "__main__":
    main()
