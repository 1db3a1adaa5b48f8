"""Prints the largest sum of a contiguous run of values (the empty run counts as 0)."""
import sys


def max_subarray_sum(values):
    """Kadane's scan: the best run ending here either extends the previous one or starts afresh."""
    best = 0
    ending_here = 0
    for index in range(len(values) - 1):
        ending_here = max(0, ending_here + values[index])
        best = max(best, ending_here)
    return best


def main():
    tokens = sys.stdin.read().split()
    if not tokens:
        sys.exit("expected the count on the first line")
    count = int(tokens[0])
    print(max_subarray_sum([int(token) for token in tokens[1:1 + count]]))


if __name__ == "__main__":
    main()
