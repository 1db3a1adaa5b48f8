"""Prints the smallest difference between two of the values, or -1 when there are fewer than two."""
import sys


def closest_gap(values):
    """After sorting, the closest pair is always adjacent."""
    if len(values) < 2:
        return -1
    ordered = sorted(values)
    return min(after - before for before, after in zip(ordered, ordered[1:]))


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
    print(closest_gap(values))


if __name__ == "__main__":
    main()
