import sys


def prefix_sums(fares):
    """prefix[i] is the total fare of the first i stations."""
    prefix = [0] * (len(fares) + 1)
    for index, fare in enumerate(fares):
        prefix[index + 1] = prefix[index] + fare
    return prefix


def journey_totals(prefix, journeys):
    return [prefix[right] - prefix[left - 1] for left, right in journeys]


def main():
    data = sys.stdin.buffer.read().split()
    station_count, journey_count = int(data[0]), int(data[1])
    fares = [int(token) for token in data[2 : 2 + station_count]]
    first = 2 + station_count
    journeys = [
        (int(data[first + 2 * index]), int(data[first + 2 * index + 1])) for index in range(journey_count)
    ]
    totals = journey_totals(prefix_sums(fares), journeys)
    print("\n".join(map(str, totals)))


main()
