"""Prints the minute at which the most bookings are in progress (the earliest such minute)."""
import sys

STARTS, ENDS = 1, -1


def busiest_minute(bookings):
    """Sweep the start and end events in time order; an end at t comes before a start at t."""
    events = []
    for start, end in bookings:
        events.append((start, STARTS))
        events.append((end, ENDS))
    events.sort()
    in_progress = most = 0
    busiest = events[0][0]
    for minute, change in events:
        in_progress += change
        if in_progress > most:
            most, busiest = in_progress, minute
    return busiest


def main():
    tokens = sys.stdin.buffer.read().split()
    count = int(tokens[0])
    bookings = [(int(tokens[1 + 2 * index]), int(tokens[2 + 2 * index])) for index in range(count)]
    print(busiest_minute(bookings))


if __name__ == "__main__":
    main()
