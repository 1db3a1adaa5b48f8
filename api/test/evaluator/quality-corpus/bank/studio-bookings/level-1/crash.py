"""Prints the smallest number of studios that can host every booking [s, e)."""
import heapq
import sys


class Studio:
    """A studio and the bookings it hosts, in order."""

    def __init__(self, number):
        self.number = number
        self.bookings = []


def assign_studios(bookings):
    """Greedy by start time: reuse the studio that frees up first if it is free in time."""
    studios = []
    busy_until = []  # heap of (minute the studio frees up, studio)
    for start, end in sorted(bookings):
        if busy_until and busy_until[0][0] <= start:
            _, studio = heapq.heappop(busy_until)
        else:
            studio = Studio(len(studios) + 1)
            studios.append(studio)
        studio.bookings.append((start, end))
        heapq.heappush(busy_until, (end, studio))
    return studios


def main():
    tokens = sys.stdin.buffer.read().split()
    count = int(tokens[0])
    bookings = [(int(tokens[1 + 2 * index]), int(tokens[2 + 2 * index])) for index in range(count)]
    print(len(assign_studios(bookings)))


if __name__ == "__main__":
    main()
