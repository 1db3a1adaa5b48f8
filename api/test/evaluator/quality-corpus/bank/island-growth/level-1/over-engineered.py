"""Counts the islands of a bay map: land cells (#) connected through shared sides."""
import sys
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Iterator, List

LAND = "#"


@dataclass(frozen=True)
class BayMap:
    """The map flattened row by row: is_land[row * columns + column]."""

    rows: int
    columns: int
    is_land: bytearray

    @property
    def cell_count(self) -> int:
        return self.rows * self.columns

    def neighbours(self, cell: int) -> Iterator[int]:
        """The cells sharing a side with cell that lie on the map."""
        row, column = divmod(cell, self.columns)
        if row > 0:
            yield cell - self.columns
        if row + 1 < self.rows:
            yield cell + self.columns
        if column > 0:
            yield cell - 1
        if column + 1 < self.columns:
            yield cell + 1


class MapParser:
    """Reads 'r c' followed by r rows of '#' and '.'."""

    def parse(self, text: str) -> BayMap:
        tokens = text.split()
        rows, columns = int(tokens[0]), int(tokens[1])
        flat = "".join(tokens[2:2 + rows])
        if len(flat) != rows * columns:
            raise ValueError(f"expected {rows * columns} cells, got {len(flat)}")
        is_land = bytearray(character == LAND for character in flat)
        return BayMap(rows, columns, is_land)


class RegionFiller(ABC):
    """Strategy for visiting every land cell connected to a starting cell."""

    @abstractmethod
    def fill(self, bay: BayMap, start: int, visited: bytearray) -> None:
        """Marks start's whole island in visited."""


class IterativeFloodFill(RegionFiller):
    """Depth-first with an explicit stack, so one huge island cannot overflow the call stack."""

    def fill(self, bay: BayMap, start: int, visited: bytearray) -> None:
        is_land = bay.is_land
        visited[start] = 1
        stack: List[int] = [start]
        while stack:
            for neighbour in bay.neighbours(stack.pop()):
                if is_land[neighbour] and not visited[neighbour]:
                    visited[neighbour] = 1
                    stack.append(neighbour)


class IslandCounter:
    """Scans the map; every land cell not yet visited starts a new island."""

    def __init__(self, filler: RegionFiller):
        self._filler = filler

    def count(self, bay: BayMap) -> int:
        visited = bytearray(bay.cell_count)
        islands = 0
        for cell in range(bay.cell_count):
            if bay.is_land[cell] and not visited[cell]:
                islands += 1
                self._filler.fill(bay, cell, visited)
        return islands


def main() -> None:
    try:
        bay = MapParser().parse(sys.stdin.read())
    except (ValueError, IndexError) as error:
        sys.exit(f"invalid input: {error}")
    print(IslandCounter(IterativeFloodFill()).count(bay))


if __name__ == "__main__":
    main()
