"""Prints the length of the longest strictly increasing run of consecutive values."""


def longest_increasing_run(values):
    """One pass, seeded with the first value."""
    longest = 1
    current = 1
    previous = values[0]
    for value in values[1:]:
        current = current + 1 if value > previous else 1
        longest = max(longest, current)
        previous = value
    return longest


def main():
    count = int(input())
    values = [int(token) for token in input().split()] if count else []
    print(longest_increasing_run(values))


if __name__ == "__main__":
    main()
