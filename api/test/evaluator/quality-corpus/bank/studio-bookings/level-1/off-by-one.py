"""Prints the smallest number of studios that can host every booking [s, e)."""
import sys


def min_studios(bookings):
    """Walk the starts in order; each reuses the studio of the earliest booking that has ended."""
    starts = sorted(start for start, _ in bookings)
    ends = sorted(end for _, end in bookings)
    studios = 0
    next_to_end = 0
    for start in starts:
        if ends[next_to_end] < start:
            next_to_end += 1
        else:
            studios += 1
    return studios


def main():
    tokens = sys.stdin.buffer.read().split()
    count = int(tokens[0])
    bookings = [(int(tokens[1 + 2 * index]), int(tokens[2 + 2 * index])) for index in range(count)]
    print(min_studios(bookings))


if __name__ == "__main__":
    main()
