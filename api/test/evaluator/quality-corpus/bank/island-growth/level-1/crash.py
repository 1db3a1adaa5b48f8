"""Counts the islands of a map: land cells (#) joined through shared sides."""
import sys

LAND = "#"


def neighbours(cell, rows, columns):
    """The cells sharing a side with cell (numbered row * columns + column) that lie on the map."""
    row, column = divmod(cell, columns)
    if row > 0:
        yield cell - columns
    if row + 1 < rows:
        yield cell + columns
    if column > 0:
        yield cell - 1
    if column + 1 < columns:
        yield cell + 1


def label_island(land, island_of, first_cell, label, rows, columns):
    """Gives every cell of the island holding first_cell the label, with an explicit stack."""
    island_of[first_cell] = label
    stack = [first_cell]
    while stack:
        cell = stack.pop()
        for neighbour in neighbours(cell, rows, columns):
            if land[neighbour] and neighbour not in island_of:
                island_of[neighbour] = label
                stack.append(neighbour)


def label_islands(grid, rows, columns):
    """Numbers the islands 1, 2, ... in reading order; returns each land cell's island number."""
    land = [character == LAND for line in grid for character in line]
    island_of = {}
    next_label = 1
    for cell in range(rows * columns):
        if land[cell] and cell not in island_of:
            label_island(land, island_of, cell, next_label, rows, columns)
            next_label += 1
    return island_of


def main():
    tokens = sys.stdin.read().split()
    rows, columns = int(tokens[0]), int(tokens[1])
    island_of = label_islands(tokens[2:2 + rows], rows, columns)
    print(max(island_of.values()))


if __name__ == "__main__":
    main()
