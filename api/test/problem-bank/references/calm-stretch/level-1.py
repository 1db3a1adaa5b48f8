import sys


def longest_distinct_stretch(readings):
    last_seen = {}
    left = 0
    best_length, best_start = 0, 0
    for right, value in enumerate(readings):
        if last_seen.get(value, -1) >= left:
            left = last_seen[value] + 1
        last_seen[value] = right
        if right - left + 1 > best_length:
            best_length, best_start = right - left + 1, left
    return best_length, best_start + 1


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    readings = data[1:1 + n]
    length, start = longest_distinct_stretch(readings)
    print(length, start)


main()
