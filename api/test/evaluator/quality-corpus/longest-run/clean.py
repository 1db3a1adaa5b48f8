"""Prints the length of the longest strictly increasing run of consecutive values."""
import sys


def longest_increasing_run(values):
    """One pass: a run grows while each value exceeds the one before it."""
    longest = 0
    current = 0
    previous = None
    for value in values:
        current = current + 1 if previous is not None and value > previous else 1
        longest = max(longest, current)
        previous = value
    return longest


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
    print(longest_increasing_run(values))


if __name__ == "__main__":
    main()
