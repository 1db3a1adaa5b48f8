"""Prints the largest sum of a contiguous run of values (the empty run counts as 0)."""
import sys
from dataclasses import dataclass, field
from typing import List, Protocol


class Reducer(Protocol):
    """Consumes values one at a time and reports a result."""

    def feed(self, value: int) -> None:
        """Takes the next value."""

    def result(self) -> int:
        """The answer so far."""


@dataclass
class KadaneReducer:
    """The best run ending here either extends the previous one or starts afresh."""

    best: int = 0
    ending_here: int = 0

    def feed(self, value: int) -> None:
        self.ending_here = max(0, self.ending_here + value)
        self.best = max(self.best, self.ending_here)

    def result(self) -> int:
        return self.best


@dataclass
class Problem:
    """The parsed input."""

    values: List[int] = field(default_factory=list)

    @classmethod
    def from_text(cls, text: str) -> "Problem":
        tokens = text.split()
        if not tokens:
            raise ValueError("expected the count on the first line")
        count = int(tokens[0])
        values = [int(token) for token in tokens[1:1 + count]]
        if len(values) != count:
            raise ValueError(f"expected {count} values, got {len(values)}")
        return cls(values)


def solve(problem: Problem, reducer: Reducer) -> int:
    """Feeds every value to the reducer."""
    for value in problem.values:
        reducer.feed(value)
    return reducer.result()


def main() -> None:
    try:
        problem = Problem.from_text(sys.stdin.read())
    except ValueError as error:
        sys.exit(f"invalid input: {error}")
    print(solve(problem, KadaneReducer()))


if __name__ == "__main__":
    main()
