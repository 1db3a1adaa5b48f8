import heapq
import sys


def schedule(bookings):
    order = sorted(range(len(bookings)), key=lambda i: (bookings[i][0], i))
    assigned = [0] * len(bookings)
    busy, free = [], []
    opened = 0
    for i in order:
        start, end = bookings[i]
        while busy and busy[0][0] <= start:
            heapq.heappush(free, heapq.heappop(busy)[1])
        if free:
            studio = heapq.heappop(free)
        else:
            opened += 1
            studio = opened
        assigned[i] = studio
        heapq.heappush(busy, (end, studio))
    return opened, assigned


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    bookings = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    opened, assigned = schedule(bookings)
    print(opened)
    print(" ".join(map(str, assigned)))


main()
