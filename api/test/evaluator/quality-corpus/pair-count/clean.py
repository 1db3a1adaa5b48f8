"""Counts the pairs i < j whose values add up to the target."""
import sys
from collections import Counter


def count_pairs(values, target):
    """Each value pairs with every earlier value that completes the target."""
    seen = Counter()
    pairs = 0
    for value in values:
        pairs += seen[target - value]
        seen[value] += 1
    return pairs


def read_input(text):
    """Returns (values, target); raises ValueError on malformed input."""
    tokens = text.split()
    if len(tokens) < 2:
        raise ValueError("expected the count and the target on the first line")
    count, target = int(tokens[0]), int(tokens[1])
    values = [int(token) for token in tokens[2:2 + count]]
    if len(values) != count:
        raise ValueError(f"expected {count} values, got {len(values)}")
    return values, target


def main():
    try:
        values, target = read_input(sys.stdin.read())
    except ValueError as error:
        sys.exit(f"invalid input: {error}")
    print(count_pairs(values, target))


if __name__ == "__main__":
    main()
