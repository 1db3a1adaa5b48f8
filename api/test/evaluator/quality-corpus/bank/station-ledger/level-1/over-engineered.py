"""Answers range-total questions over a metro line's daily fare collections."""
import sys
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Callable, List, NamedTuple, Sequence

FIRST_STATION = 1
OUTPUT_SEPARATOR = "\n"


class RangeQuestion(NamedTuple):
    """A question about stations first..last, both included (1-based)."""

    first: int
    last: int


@dataclass(frozen=True)
class Ledger:
    """The day's collections, station by station, and the finance team's questions."""

    collections: List[int]
    questions: List[RangeQuestion]


class LedgerParser:
    """Turns the raw input into a Ledger."""

    def parse(self, raw: bytes) -> Ledger:
        tokens = raw.split()
        station_count, question_count = int(tokens[0]), int(tokens[1])
        collections = [int(token) for token in tokens[2:2 + station_count]]
        question_start = 2 + station_count
        question_end = question_start + 2 * question_count
        bounds = [int(token) for token in tokens[question_start:question_end]]
        questions = [RangeQuestion(first, last) for first, last in zip(bounds[0::2], bounds[1::2])]
        return Ledger(collections, questions)


class RangeTotalIndex(ABC):
    """Answers 'what is the total of stations first..last?'."""

    @abstractmethod
    def total(self, question: RangeQuestion) -> int:
        """The total collection of the question's stations."""


class PrefixSumIndex(RangeTotalIndex):
    """Running totals built once in O(n); each question is then one subtraction."""

    def __init__(self, collections: Sequence[int]):
        self._running = [0] * (len(collections) + 1)
        for station, amount in enumerate(collections, start=FIRST_STATION):
            self._running[station] = self._running[station - 1] + amount

    def total(self, question: RangeQuestion) -> int:
        return self._running[question.last] - self._running[question.first - FIRST_STATION]


IndexFactory = Callable[[Sequence[int]], RangeTotalIndex]


class LedgerService:
    """Builds an index over the collections and answers every question with it."""

    def __init__(self, index_factory: IndexFactory = PrefixSumIndex):
        self._index_factory = index_factory

    def answer(self, ledger: Ledger) -> List[int]:
        index = self._index_factory(ledger.collections)
        return [index.total(question) for question in ledger.questions]


class TotalsFormatter:
    """One total per line, in the order the questions were asked."""

    def format(self, totals: List[int]) -> str:
        return OUTPUT_SEPARATOR.join(map(str, totals))


def main() -> None:
    ledger = LedgerParser().parse(sys.stdin.buffer.read())
    totals = LedgerService().answer(ledger)
    sys.stdout.write(TotalsFormatter().format(totals) + OUTPUT_SEPARATOR)


if __name__ == "__main__":
    main()
