import sys


def min_studios(bookings):
    events = []
    for start, end in bookings:
        events.append((start, 1))
        events.append((end, -1))
    events.sort()
    open_now = most = 0
    for _, change in events:
        open_now += change
        most = max(most, open_now)
    return most


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    bookings = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    print(min_studios(bookings))


main()
