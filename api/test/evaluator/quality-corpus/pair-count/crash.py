"""Counts the pairs i < j whose values add up to the target."""
from collections import Counter


def count_pairs(values, target):
    """Each value pairs with every earlier value that completes the target."""
    seen = Counter()
    pairs = 0
    for value in values:
        pairs += seen[target - value]
        seen[value] += 1
    return pairs


def main():
    count, target = map(int, input().split())
    values = list(map(int, input().split()))
    print(count_pairs(values[:count], target))


if __name__ == "__main__":
    main()
