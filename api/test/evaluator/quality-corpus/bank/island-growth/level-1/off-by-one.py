"""Counts the islands of a map: land cells (#) joined through shared sides."""
import sys

LAND = "#"


def neighbours(row, column, rows, columns):
    """The cells sharing a side with (row, column) that lie on the map."""
    candidates = ((row - 1, column), (row + 1, column), (row, column - 1), (row, column + 1))
    for next_row, next_column in candidates:
        if 0 < next_row < rows and 0 < next_column < columns:
            yield next_row, next_column


def sink_island(grid, seen, row, column):
    """Marks every land cell of the island holding (row, column), with an explicit stack."""
    rows, columns = len(grid), len(grid[0])
    seen[row][column] = True
    stack = [(row, column)]
    while stack:
        cell_row, cell_column = stack.pop()
        for next_row, next_column in neighbours(cell_row, cell_column, rows, columns):
            if grid[next_row][next_column] == LAND and not seen[next_row][next_column]:
                seen[next_row][next_column] = True
                stack.append((next_row, next_column))


def count_islands(grid, rows, columns):
    seen = [[False] * columns for _ in range(rows)]
    islands = 0
    for row in range(rows):
        for column in range(columns):
            if grid[row][column] == LAND and not seen[row][column]:
                islands += 1
                sink_island(grid, seen, row, column)
    return islands


def main():
    tokens = sys.stdin.read().split()
    rows, columns = int(tokens[0]), int(tokens[1])
    grid = tokens[2:2 + rows]
    print(count_islands(grid, rows, columns))


if __name__ == "__main__":
    main()
