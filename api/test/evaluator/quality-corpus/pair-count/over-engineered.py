"""Counts the pairs i < j whose values add up to the target."""
import sys
from abc import ABC, abstractmethod
from collections import Counter
from dataclasses import dataclass
from typing import List


@dataclass(frozen=True)
class PairQuery:
    """The parsed problem input."""

    values: List[int]
    target: int


class InputParser:
    """Turns the raw text into a PairQuery."""

    def parse(self, text: str) -> PairQuery:
        tokens = text.split()
        if len(tokens) < 2:
            raise ValueError("expected the count and the target on the first line")
        count, target = int(tokens[0]), int(tokens[1])
        values = [int(token) for token in tokens[2:2 + count]]
        if len(values) != count:
            raise ValueError(f"expected {count} values, got {len(values)}")
        return PairQuery(values, target)


class PairCountingStrategy(ABC):
    """A way of counting matching pairs."""

    @abstractmethod
    def count(self, query: PairQuery) -> int:
        """Returns the number of pairs adding up to the target."""


class HashingStrategy(PairCountingStrategy):
    """Counts complements seen so far in one pass."""

    def count(self, query: PairQuery) -> int:
        seen: Counter = Counter()
        pairs = 0
        for value in query.values:
            pairs += seen[query.target - value]
            seen[value] += 1
        return pairs


class PairCountingService:
    """Wires the parser and the strategy together."""

    def __init__(self, parser: InputParser, strategy: PairCountingStrategy):
        self.parser = parser
        self.strategy = strategy

    def run(self, text: str) -> str:
        return str(self.strategy.count(self.parser.parse(text)))


def main() -> None:
    service = PairCountingService(InputParser(), HashingStrategy())
    try:
        print(service.run(sys.stdin.read()))
    except ValueError as error:
        sys.exit(f"invalid input: {error}")


if __name__ == "__main__":
    main()
