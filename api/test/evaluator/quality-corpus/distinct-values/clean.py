"""Prints how many distinct values the list holds."""
import sys


def count_distinct(values):
    """A set keeps one copy of each value."""
    return len(set(values))


def read_values(text):
    """Returns the values; raises ValueError on malformed input."""
    tokens = text.split()
    if not tokens:
        raise ValueError("expected the count on the first line")
    count = int(tokens[0])
    values = [int(token) for token in tokens[1:1 + count]]
    if len(values) != count:
        raise ValueError(f"expected {count} values, got {len(values)}")
    return values


def main():
    try:
        values = read_values(sys.stdin.read())
    except ValueError as error:
        sys.exit(f"invalid input: {error}")
    print(count_distinct(values))


if __name__ == "__main__":
    main()
