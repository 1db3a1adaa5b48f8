"""Prints how many distinct values the list holds."""
import sys


def count_distinct(values):
    """Counts the places where the sorted values change."""
    ordered = sorted(values)
    if not ordered:
        return 0
    changes = 1
    for index in range(1, len(ordered) - 1):
        if ordered[index] != ordered[index - 1]:
            changes += 1
    return changes


def main():
    tokens = sys.stdin.read().split()
    if not tokens:
        sys.exit("expected the count on the first line")
    count = int(tokens[0])
    print(count_distinct([int(token) for token in tokens[1:1 + count]]))


if __name__ == "__main__":
    main()
