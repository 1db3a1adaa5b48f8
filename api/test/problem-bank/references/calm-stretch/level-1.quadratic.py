import sys


def longest_distinct_stretch(readings):
    # where each reading was last seen, kept as two lists side by side
    seen_values = []
    seen_at = []
    left = 0
    best_length, best_start = 0, 0
    for right, value in enumerate(readings):
        if value in seen_values:
            slot = seen_values.index(value)
            if seen_at[slot] >= left:
                left = seen_at[slot] + 1
            seen_at[slot] = right
        else:
            seen_values.append(value)
            seen_at.append(right)
        if right - left + 1 > best_length:
            best_length, best_start = right - left + 1, left
    return best_length, best_start + 1


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    length, start = longest_distinct_stretch(data[1:1 + n])
    print(length, start)


main()
