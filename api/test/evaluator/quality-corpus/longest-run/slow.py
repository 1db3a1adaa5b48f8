"""Prints the length of the longest strictly increasing run of consecutive values."""
import sys


def longest_increasing_run(values):
    """Measures the run that starts at every position."""
    longest = 0
    for start in range(len(values)):
        end = start + 1
        while end < len(values) and values[end] > values[end - 1]:
            end += 1
        longest = max(longest, end - start)
    return longest


def main():
    tokens = sys.stdin.read().split()
    if not tokens:
        sys.exit("expected the count on the first line")
    count = int(tokens[0])
    print(longest_increasing_run([int(token) for token in tokens[1:1 + count]]))


if __name__ == "__main__":
    main()
