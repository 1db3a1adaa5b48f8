"""Prints the longest stretch of values that keep going up."""
import sys


def longest_rising_stretch(values):
    """Returns the stretch itself (the first one when several are equally long)."""
    best_start, best_end = 0, 0
    start = 0
    for index, value in enumerate(values):
        if index > 0 and value <= values[index - 1]:
            start = index
        if index + 1 - start > best_end - best_start:
            best_start, best_end = start, index + 1
    return values[best_start:best_end]


def main():
    tokens = sys.stdin.read().split()
    count = int(tokens[0])
    values = [int(token) for token in tokens[1:1 + count]]
    print(" ".join(str(value) for value in longest_rising_stretch(values)))


if __name__ == "__main__":
    main()
