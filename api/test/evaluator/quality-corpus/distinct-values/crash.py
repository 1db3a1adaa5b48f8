"""Prints how many distinct values the list holds."""


def count_distinct(values):
    """Counts the places where the sorted values change."""
    ordered = sorted(values)
    previous = ordered[0]
    changes = 1
    for value in ordered[1:]:
        if value != previous:
            changes += 1
        previous = value
    return changes


def main():
    count = int(input())
    values = [int(token) for token in input().split()] if count else []
    print(count_distinct(values))


if __name__ == "__main__":
    main()
