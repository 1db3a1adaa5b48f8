"""Finds two values that add up to the target and prints their positions."""
import sys


def find_pair(values, target):
    """Remembers where each value was seen; returns the first (i, j) with values[i] + values[j] == target."""
    seen = {}
    for index, value in enumerate(values):
        if target - value in seen:
            return seen[target - value], index
        seen[value] = index
    return None


def main():
    tokens = sys.stdin.read().split()
    count, target = int(tokens[0]), int(tokens[1])
    values = [int(token) for token in tokens[2:2 + count]]
    pair = find_pair(values, target)
    if pair is None:
        print(-1)
    else:
        print(pair[0], pair[1])


if __name__ == "__main__":
    main()
