"""Prints the largest sum of a contiguous run of values (the empty run counts as 0)."""


def max_subarray_sum(values):
    """Kadane's scan, seeded with the first value."""
    ending_here = max(0, values[0])
    best = ending_here
    for value in values[1:]:
        ending_here = max(0, ending_here + value)
        best = max(best, ending_here)
    return best


def main():
    count = int(input())
    values = [int(token) for token in input().split()] if count else []
    print(max_subarray_sum(values))


if __name__ == "__main__":
    main()
