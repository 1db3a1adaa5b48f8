"""Prints the smallest difference between two of the values, or -1 when there are fewer than two."""
import sys
from abc import ABC, abstractmethod
from typing import Iterable, List, Optional, Tuple

NO_PAIR = -1


class PairSource(ABC):
    """Produces the candidate pairs to compare."""

    @abstractmethod
    def pairs(self, values: List[int]) -> Iterable[Tuple[int, int]]:
        """Yields (smaller, larger) pairs."""


class AdjacentSortedPairs(PairSource):
    """After sorting, the closest pair is always adjacent."""

    def pairs(self, values: List[int]) -> Iterable[Tuple[int, int]]:
        ordered = sorted(values)
        return zip(ordered, ordered[1:])


class GapFinder:
    """Finds the smallest gap among the pairs a source offers."""

    def __init__(self, source: PairSource):
        self.source = source

    def smallest(self, values: List[int]) -> Optional[int]:
        gaps = [larger - smaller for smaller, larger in self.source.pairs(values)]
        return min(gaps) if gaps else None


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
    finder = GapFinder(AdjacentSortedPairs())
    try:
        gap = finder.smallest(parse(sys.stdin.read()))
    except ValueError as error:
        sys.exit(f"invalid input: {error}")
    print(NO_PAIR if gap is None else gap)


if __name__ == "__main__":
    main()
