"""Computes the smallest number of recording studios that can host every booking [s, e)."""
import sys
from abc import ABC, abstractmethod
from dataclasses import dataclass
from enum import IntEnum
from itertools import accumulate
from typing import Iterable, List, Tuple


class EventKind(IntEnum):
    """Ends sort before starts at the same minute: back-to-back bookings share a studio."""

    END = -1
    START = 1


@dataclass(frozen=True)
class Booking:
    """A half-open interval [start, end) in minutes."""

    start: int
    end: int


class BookingParser:
    """Reads n and the n bookings."""

    def parse(self, raw: bytes) -> List[Booking]:
        tokens = raw.split()
        count = int(tokens[0])
        minutes = [int(token) for token in tokens[1:1 + 2 * count]]
        return [Booking(start, end) for start, end in zip(minutes[0::2], minutes[1::2])]


class CapacityPlanner(ABC):
    """Strategy: how many studios the bookings need."""

    @abstractmethod
    def studios_needed(self, bookings: List[Booking]) -> int:
        """The smallest number of studios that hosts every booking."""


class SweepLinePlanner(CapacityPlanner):
    """The answer is the most bookings in progress at once: a running sum over the sorted events."""

    def studios_needed(self, bookings: List[Booking]) -> int:
        changes = (change for _, change in sorted(self._events(bookings)))
        return max(accumulate(changes), default=0)

    @staticmethod
    def _events(bookings: Iterable[Booking]) -> List[Tuple[int, int]]:
        start, end = EventKind.START.value, EventKind.END.value
        events = [(booking.start, start) for booking in bookings]
        events.extend((booking.end, end) for booking in bookings)
        return events


class StudioScheduler:
    """Front door: delegates to whichever planner it is given."""

    def __init__(self, planner: CapacityPlanner):
        self._planner = planner

    def plan(self, bookings: List[Booking]) -> int:
        return self._planner.studios_needed(bookings)


def main() -> None:
    bookings = BookingParser().parse(sys.stdin.buffer.read())
    print(StudioScheduler(SweepLinePlanner()).plan(bookings))


if __name__ == "__main__":
    main()
