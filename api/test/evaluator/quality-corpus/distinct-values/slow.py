"""Prints how many distinct values the list holds."""
import sys


def count_distinct(values):
    """Keeps a list of the values seen so far."""
    seen = []
    for value in values:
        if value not in seen:
            seen.append(value)
    return len(seen)


def main():
    tokens = sys.stdin.read().split()
    if not tokens:
        sys.exit("expected the count on the first line")
    count = int(tokens[0])
    print(count_distinct([int(token) for token in tokens[1:1 + count]]))


if __name__ == "__main__":
    main()
