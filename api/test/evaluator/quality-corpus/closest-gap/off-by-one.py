"""Prints the smallest difference between two of the values, or -1 when there are fewer than two."""
import sys


def closest_gap(values):
    """After sorting, the closest pair is always adjacent."""
    if len(values) <= 2:
        return -1
    ordered = sorted(values)
    best = ordered[1] - ordered[0]
    for index in range(2, len(ordered)):
        best = min(best, ordered[index] - ordered[index - 1])
    return best


def main():
    tokens = sys.stdin.read().split()
    if not tokens:
        sys.exit("expected the count on the first line")
    count = int(tokens[0])
    print(closest_gap([int(token) for token in tokens[1:1 + count]]))


if __name__ == "__main__":
    main()
