"""Prints the longest stretch of values that keep going up."""
import sys


def longest_rising_stretch(values):
    """Returns the stretch itself (the first one when several are equally long)."""
    best = []
    current = []
    for value in values:
        if current and value > current[-1]:
            current.append(value)
        else:
            current = [value]
        if len(current) > len(best):
            best = list(current)
    return best


def main():
    tokens = sys.stdin.read().split()
    count = int(tokens[0])
    values = [int(token) for token in tokens[1:1 + count]]
    print(" ".join(str(value) for value in longest_rising_stretch(values)))


if __name__ == "__main__":
    main()
