import sys


def count_islands(grid, rows, columns):
    seen = []
    islands = 0
    for r in range(rows):
        for c in range(columns):
            if grid[r][c] != "#" or (r, c) in seen:
                continue
            islands += 1
            seen.append((r, c))
            stack = [(r, c)]
            while stack:
                x, y = stack.pop()
                for nx, ny in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)):
                    if 0 <= nx < rows and 0 <= ny < columns and grid[nx][ny] == "#" and (nx, ny) not in seen:
                        seen.append((nx, ny))
                        stack.append((nx, ny))
    return islands


def main():
    data = sys.stdin.read().split()
    rows, columns = int(data[0]), int(data[1])
    grid = data[2:2 + rows]
    print(count_islands(grid, rows, columns))


main()
