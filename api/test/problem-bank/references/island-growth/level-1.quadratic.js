function countIslands(grid, rows, columns) {
  const seen = [];
  let islands = 0;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      if (grid[r][c] !== '#' || seen.includes(r * columns + c)) continue;
      islands++;
      seen.push(r * columns + c);
      const stack = [[r, c]];
      while (stack.length > 0) {
        const [x, y] = stack.pop();
        for (const [nx, ny] of [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]]) {
          if (nx < 0 || nx >= rows || ny < 0 || ny >= columns || grid[nx][ny] !== '#') continue;
          if (!seen.includes(nx * columns + ny)) {
            seen.push(nx * columns + ny);
            stack.push([nx, ny]);
          }
        }
      }
    }
  }
  return islands;
}

const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', () => {
  const tokens = Buffer.concat(chunks).toString().split(/\s+/).filter(Boolean);
  const rows = Number(tokens[0]), columns = Number(tokens[1]);
  console.log(countIslands(tokens.slice(2, 2 + rows), rows, columns));
});
