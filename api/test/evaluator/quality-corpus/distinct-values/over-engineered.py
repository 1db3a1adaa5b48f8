"""Prints how many distinct values the list holds."""
import sys
from abc import ABC, abstractmethod
from typing import Iterable, List


class ValueSource(ABC):
    """Somewhere the values come from."""

    @abstractmethod
    def values(self) -> List[int]:
        """Returns the values to examine."""


class TextValueSource(ValueSource):
    """Values parsed from the problem's text format."""

    def __init__(self, text: str):
        self.text = text

    def values(self) -> List[int]:
        tokens = self.text.split()
        if not tokens:
            raise ValueError("expected the count on the first line")
        count = int(tokens[0])
        parsed = [int(token) for token in tokens[1:1 + count]]
        if len(parsed) != count:
            raise ValueError(f"expected {count} values, got {len(parsed)}")
        return parsed


class DistinctCounter:
    """Counts distinct items of any iterable."""

    def count(self, items: Iterable[int]) -> int:
        unique = set()
        for item in items:
            unique.add(item)
        return len(unique)


class Application:
    """Reads, counts and reports."""

    def __init__(self, source: ValueSource, counter: DistinctCounter):
        self.source = source
        self.counter = counter

    def run(self) -> int:
        return self.counter.count(self.source.values())


def main() -> None:
    application = Application(TextValueSource(sys.stdin.read()), DistinctCounter())
    try:
        print(application.run())
    except ValueError as error:
        sys.exit(f"invalid input: {error}")


if __name__ == "__main__":
    main()
