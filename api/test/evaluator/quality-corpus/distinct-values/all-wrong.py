"""How many different numbers are there?"""
import sys


def count_distinct(tokens):
    """A set keeps one copy of each number."""
    return len(set(tokens))


def main():
    numbers = sys.stdin.read().split()
    print(count_distinct(numbers))


main()
