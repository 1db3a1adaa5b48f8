import sys


def min_studios(bookings):
    most = 0
    for start, _ in bookings:
        # how many bookings are running when this one starts
        running = 0
        for other_start, other_end in bookings:
            if other_start <= start < other_end:
                running += 1
        most = max(most, running)
    return most


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    bookings = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    print(min_studios(bookings))


main()
