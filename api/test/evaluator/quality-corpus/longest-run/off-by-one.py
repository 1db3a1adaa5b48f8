"""Prints the length of the longest strictly increasing run of consecutive values."""
import sys


def longest_increasing_run(values):
    """A run ends where a value does not exceed the one before it."""
    if not values:
        return 0
    longest = 1
    current = 1
    for index in range(1, len(values)):
        if values[index] > values[index - 1]:
            current += 1
        else:
            longest = max(longest, current)
            current = 1
    return longest


def main():
    tokens = sys.stdin.read().split()
    if not tokens:
        sys.exit("expected the count on the first line")
    count = int(tokens[0])
    print(longest_increasing_run([int(token) for token in tokens[1:1 + count]]))


if __name__ == "__main__":
    main()
