import sys
from collections import defaultdict, deque


def longest_calm_stretch(readings, max_repeats, max_spread):
    counts = defaultdict(int)
    minima, maxima = deque(), deque()
    left = 0
    best_length, best_start = 0, 0
    for right, value in enumerate(readings):
        counts[value] += 1
        while minima and readings[minima[-1]] >= value:
            minima.pop()
        minima.append(right)
        while maxima and readings[maxima[-1]] <= value:
            maxima.pop()
        maxima.append(right)
        while counts[value] > max_repeats or readings[maxima[0]] - readings[minima[0]] > max_spread:
            counts[readings[left]] -= 1
            if minima[0] == left:
                minima.popleft()
            if maxima[0] == left:
                maxima.popleft()
            left += 1
        if right - left + 1 > best_length:
            best_length, best_start = right - left + 1, left
    return best_length, best_start + 1


def main():
    data = sys.stdin.read().split()
    n, k, d = int(data[0]), int(data[1]), int(data[2])
    readings = [int(x) for x in data[3:3 + n]]
    length, start = longest_calm_stretch(readings, k, d)
    print(length, start)


main()
