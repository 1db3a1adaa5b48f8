"""Answers each question with the station between l and r that collected the most."""
import sys


def build_sparse_table(collections):
    """table[k][i] is the index of the largest collection among the 2^k stations starting at i."""
    table = [list(range(len(collections)))]
    width = 1
    while 2 * width <= len(collections):
        previous = table[-1]
        table.append([
            left if collections[left] >= collections[right] else right
            for left, right in zip(previous, previous[width:])
        ])
        width *= 2
    return table


def busiest_station(table, collections, first, last):
    """The 1-based station with the largest collection among first..last (the earliest on ties)."""
    level = (last - first + 1).bit_length() - 1
    left = table[level][first - 1]
    right = table[level][last - (1 << level)]
    return (left if collections[left] >= collections[right] else right) + 1


def main():
    tokens = sys.stdin.buffer.read().split()
    station_count, question_count = int(tokens[0]), int(tokens[1])
    collections = [int(token) for token in tokens[2:2 + station_count]]
    table = build_sparse_table(collections)
    answers = []
    position = 2 + station_count
    for _ in range(question_count):
        first, last = int(tokens[position]), int(tokens[position + 1])
        answers.append(busiest_station(table, collections, first, last))
        position += 2
    print("\n".join(map(str, answers)))


if __name__ == "__main__":
    main()
