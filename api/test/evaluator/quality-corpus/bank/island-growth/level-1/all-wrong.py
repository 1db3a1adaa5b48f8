"""Counts the bodies of water of a map: water cells (.) joined through shared sides."""
import sys

WATER = "."


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


def fill_body(water, seen, first_cell, rows, columns):
    """Marks every cell of the body of water holding first_cell, with an explicit stack."""
    seen[first_cell] = True
    stack = [first_cell]
    while stack:
        cell = stack.pop()
        for neighbour in neighbours(cell, rows, columns):
            if water[neighbour] and not seen[neighbour]:
                seen[neighbour] = True
                stack.append(neighbour)


def count_bodies_of_water(grid, rows, columns):
    water = [character == WATER for line in grid for character in line]
    seen = [False] * (rows * columns)
    bodies = 0
    for cell in range(rows * columns):
        if water[cell] and not seen[cell]:
            bodies += 1
            fill_body(water, seen, cell, rows, columns)
    return bodies


def main():
    tokens = sys.stdin.read().split()
    rows, columns = int(tokens[0]), int(tokens[1])
    print(count_bodies_of_water(tokens[2:2 + rows], rows, columns))


if __name__ == "__main__":
    main()
