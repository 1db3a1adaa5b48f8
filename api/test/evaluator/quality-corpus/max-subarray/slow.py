"""Prints the largest sum of a contiguous run of values (the empty run counts as 0)."""
import sys


def max_subarray_sum(values):
    """Tries every start and extends the run one value at a time."""
    best = 0
    for start in range(len(values)):
        total = 0
        for end in range(start, len(values)):
            total += values[end]
            best = max(best, total)
    return best


def main():
    tokens = sys.stdin.read().split()
    if not tokens:
        sys.exit("expected the count on the first line")
    count = int(tokens[0])
    print(max_subarray_sum([int(token) for token in tokens[1:1 + count]]))


if __name__ == "__main__":
    main()
