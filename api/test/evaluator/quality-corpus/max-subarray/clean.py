"""Prints the largest sum of a contiguous run of values (the empty run counts as 0)."""
import sys


def max_subarray_sum(values):
    """Kadane's scan: the best run ending here either extends the previous one or starts afresh."""
    best = 0
    ending_here = 0
    for value in values:
        ending_here = max(0, ending_here + value)
        best = max(best, ending_here)
    return best


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
    print(max_subarray_sum(values))


if __name__ == "__main__":
    main()
