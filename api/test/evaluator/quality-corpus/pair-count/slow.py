"""Counts the pairs i < j whose values add up to the target."""
import sys


def count_pairs(values, target):
    """Tries every pair."""
    pairs = 0
    for first in range(len(values)):
        for second in range(first + 1, len(values)):
            if values[first] + values[second] == target:
                pairs += 1
    return pairs


def main():
    tokens = sys.stdin.read().split()
    if len(tokens) < 2:
        sys.exit("expected the count and the target on the first line")
    count, target = int(tokens[0]), int(tokens[1])
    values = [int(token) for token in tokens[2:2 + count]]
    print(count_pairs(values, target))


if __name__ == "__main__":
    main()
