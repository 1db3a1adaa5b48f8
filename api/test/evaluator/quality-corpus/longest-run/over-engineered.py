"""Prints the length of the longest strictly increasing run of consecutive values."""
import sys
from abc import ABC, abstractmethod
from typing import Callable, Iterator, List


class RunDetector(ABC):
    """Splits a sequence into runs."""

    @abstractmethod
    def runs(self, values: List[int]) -> Iterator[int]:
        """Yields the length of each run."""


class ComparatorRunDetector(RunDetector):
    """A run continues while the comparator accepts each consecutive pair."""

    def __init__(self, continues: Callable[[int, int], bool]):
        self.continues = continues

    def runs(self, values: List[int]) -> Iterator[int]:
        length = 0
        for index, value in enumerate(values):
            if index > 0 and self.continues(values[index - 1], value):
                length += 1
            else:
                if length:
                    yield length
                length = 1
        if length:
            yield length


class LongestRunFinder:
    """Picks the longest run a detector reports."""

    def __init__(self, detector: RunDetector):
        self.detector = detector

    def find(self, values: List[int]) -> int:
        return max(self.detector.runs(values), default=0)


def parse(text: str) -> List[int]:
    """Returns the values; raises ValueError on malformed input."""
    tokens = text.split()
    if not tokens:
        raise ValueError("expected the count on the first line")
    count = int(tokens[0])
    values = [int(token) for token in tokens[1:1 + count]]
    if len(values) != count:
        raise ValueError(f"expected {count} values, got {len(values)}")
    return values


def main() -> None:
    finder = LongestRunFinder(ComparatorRunDetector(lambda before, after: after > before))
    try:
        print(finder.find(parse(sys.stdin.read())))
    except ValueError as error:
        sys.exit(f"invalid input: {error}")


if __name__ == "__main__":
    main()
