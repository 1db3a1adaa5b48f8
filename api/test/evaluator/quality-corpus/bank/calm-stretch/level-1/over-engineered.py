"""Finds the longest stretch of sensor readings in which no reading repeats, and where it starts."""
import sys
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Dict, Iterable, List

POSITION_BASE = 1  # positions are reported 1-based


@dataclass(frozen=True)
class Stretch:
    """A contiguous run of readings: its length and its 0-based start."""

    length: int
    start: int

    def beats(self, other: "Stretch") -> bool:
        """Longer wins; on equal length the earlier start wins."""
        if self.length != other.length:
            return self.length > other.length
        return self.start < other.start


class StretchFinder(ABC):
    """Strategy for finding the best stretch of a sequence of readings."""

    @abstractmethod
    def find(self, readings: List[int]) -> Stretch:
        """Returns the best stretch."""


class SlidingWindowFinder(StretchFinder):
    """One pass: the window of distinct readings ends at the current reading."""

    def find(self, readings: List[int]) -> Stretch:
        best = Stretch(0, 0)
        for candidate in self._windows(readings):
            if candidate.beats(best):
                best = candidate
        return best

    @staticmethod
    def _windows(readings: Iterable[int]) -> Iterable[Stretch]:
        """Yields a window only when it grows past every earlier window's length."""
        last_seen: Dict[int, int] = {}
        window_start = 0
        longest = 0
        for position, reading in enumerate(readings):
            previous = last_seen.get(reading, -1)
            if previous >= window_start:
                window_start = previous + 1
            last_seen[reading] = position
            if position - window_start + 1 > longest:
                longest = position - window_start + 1
                yield Stretch(longest, window_start)


class ReadingsParser:
    """Reads n and the n readings."""

    def parse(self, text: str) -> List[int]:
        tokens = text.split()
        count = int(tokens[0])
        readings = [int(token) for token in tokens[1:1 + count]]
        if len(readings) != count:
            raise ValueError(f"expected {count} readings, got {len(readings)}")
        return readings


class StretchReport:
    """Formats a stretch as 'length start' with a 1-based start."""

    def render(self, stretch: Stretch) -> str:
        return f"{stretch.length} {stretch.start + POSITION_BASE}"


def main() -> None:
    finder: StretchFinder = SlidingWindowFinder()
    try:
        readings = ReadingsParser().parse(sys.stdin.read())
    except (ValueError, IndexError) as error:
        sys.exit(f"invalid input: {error}")
    print(StretchReport().render(finder.find(readings)))


if __name__ == "__main__":
    main()
