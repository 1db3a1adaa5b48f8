import heapq
import sys


def schedule(bookings, studio_limit, cleaning):
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
        elif opened < studio_limit:
            opened += 1
            studio = opened
        else:
            continue
        assigned[i] = studio
        heapq.heappush(busy, (end + cleaning, studio))
    return assigned


def main():
    data = sys.stdin.buffer.read().split()
    n, m, c = int(data[0]), int(data[1]), int(data[2])
    bookings = [(int(data[3 + 2 * i]), int(data[4 + 2 * i])) for i in range(n)]
    assigned = schedule(bookings, m, c)
    print(assigned.count(0))
    print(" ".join(map(str, assigned)))


main()
