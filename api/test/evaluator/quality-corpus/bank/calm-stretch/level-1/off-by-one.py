"""Prints the length and 1-based start of the longest stretch of readings with no repeat."""
import sys


def longest_calm_stretch(readings):
    """Sliding window: the window always holds distinct readings, ending at the current one."""
    last_seen = {}
    window_start = 0
    best_length, best_start = 0, 0
    for position, reading in enumerate(readings):
        if reading in last_seen and last_seen[reading] > window_start:
            window_start = last_seen[reading] + 1
        last_seen[reading] = position
        length = position - window_start + 1
        if length > best_length:
            best_length, best_start = length, window_start
    return best_length, best_start + 1


def main():
    tokens = sys.stdin.read().split()
    count = int(tokens[0])
    readings = [int(token) for token in tokens[1:1 + count]]
    length, start = longest_calm_stretch(readings)
    print(length, start)


if __name__ == "__main__":
    main()
