"""Counts the pairs i < j whose values add up to the target."""
import sys
from collections import Counter


def count_pairs(values, target):
    """Each value pairs with every earlier value that completes the target."""
    seen = Counter()
    pairs = 0
    for value in values:
        seen[value] += 1
        pairs += seen[target - value]
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
