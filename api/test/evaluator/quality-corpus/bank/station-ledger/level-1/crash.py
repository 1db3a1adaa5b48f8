"""Answers each question with the total collection of stations l to r."""
import sys
from array import array


def prefix_totals(collections):
    """prefix[i] is the total collection of stations 1 to i, kept in a compact typed array."""
    prefix = array("i", [0]) * (len(collections) + 1)
    running = 0
    for station, amount in enumerate(collections, start=1):
        running += amount
        prefix[station] = running
    return prefix


def range_total(prefix, first, last):
    """Total collection of stations first to last, both included."""
    return prefix[last] - prefix[first - 1]


def main():
    tokens = sys.stdin.buffer.read().split()
    station_count, question_count = int(tokens[0]), int(tokens[1])
    collections = [int(token) for token in tokens[2:2 + station_count]]
    prefix = prefix_totals(collections)
    answers = []
    position = 2 + station_count
    for _ in range(question_count):
        first, last = int(tokens[position]), int(tokens[position + 1])
        answers.append(range_total(prefix, first, last))
        position += 2
    print("\n".join(map(str, answers)))


if __name__ == "__main__":
    main()
