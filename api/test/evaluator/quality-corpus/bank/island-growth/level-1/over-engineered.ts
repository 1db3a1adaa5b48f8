const fs = require('fs');

// ---- model ------------------------------------------------------------------
enum Terrain {
  Water = 0,
  Land = 1,
}

interface TerrainLegend {
  classify(symbol: string): Terrain;
}

class HashLandLegend implements TerrainLegend {
  private static readonly LAND_SYMBOL = '#';

  classify(symbol: string): Terrain {
    return symbol === HashLandLegend.LAND_SYMBOL ? Terrain.Land : Terrain.Water;
  }
}

interface Grid {
  readonly rows: number;
  readonly columns: number;
  readonly size: number;
  terrainAt(cell: number): Terrain;
}

class FlatGrid implements Grid {
  constructor(readonly rows: number, readonly columns: number, private readonly cells: Uint8Array) {}

  get size(): number {
    return this.cells.length;
  }

  terrainAt(cell: number): Terrain {
    return this.cells[cell] as Terrain;
  }
}

// ---- neighbourhood strategy --------------------------------------------------
interface Neighbourhood {
  forEachNeighbour(grid: Grid, cell: number, visit: (neighbour: number) => void): void;
}

/** Up, down, left, right: diagonal cells do not join islands. */
class VonNeumannNeighbourhood implements Neighbourhood {
  forEachNeighbour(grid: Grid, cell: number, visit: (neighbour: number) => void): void {
    const row = Math.floor(cell / grid.columns);
    const column = cell - row * grid.columns;
    if (row > 0) visit(cell - grid.columns);
    if (row + 1 < grid.rows) visit(cell + grid.columns);
    if (column > 0) visit(cell - 1);
    if (column + 1 < grid.columns) visit(cell + 1);
  }
}

// ---- component counting --------------------------------------------------------
interface ComponentCounter {
  count(grid: Grid, target: Terrain): number;
}

/** Iterative depth-first flood fill: the explicit stack survives a map that is one big island. */
class IterativeFloodFillCounter implements ComponentCounter {
  constructor(private readonly neighbourhood: Neighbourhood) {}

  count(grid: Grid, target: Terrain): number {
    const visited = new Uint8Array(grid.size);
    const stack = new Int32Array(grid.size);
    let components = 0;
    for (let start = 0; start < grid.size; start++) {
      if (grid.terrainAt(start) !== target || visited[start]) continue;
      components++;
      let top = 0;
      visited[start] = 1;
      stack[top++] = start;
      while (top > 0) {
        const cell = stack[--top];
        this.neighbourhood.forEachNeighbour(grid, cell, (neighbour) => {
          if (!visited[neighbour] && grid.terrainAt(neighbour) === target) {
            visited[neighbour] = 1;
            stack[top++] = neighbour;
          }
        });
      }
    }
    return components;
  }
}

// ---- input -----------------------------------------------------------------------
interface GridReader {
  read(raw: string): Grid;
}

class TextGridReader implements GridReader {
  constructor(private readonly legend: TerrainLegend) {}

  read(raw: string): Grid {
    const tokens = raw.split(/\s+/).filter(Boolean);
    const rows = Number(tokens[0]);
    const columns = Number(tokens[1]);
    const cells = new Uint8Array(rows * columns);
    for (let row = 0; row < rows; row++) {
      const line = tokens[2 + row];
      for (let column = 0; column < columns; column++) {
        cells[row * columns + column] = this.legend.classify(line[column]);
      }
    }
    return new FlatGrid(rows, columns, cells);
  }
}

class IslandSurvey {
  constructor(private readonly reader: GridReader, private readonly counter: ComponentCounter) {}

  islandCount(raw: string): number {
    return this.counter.count(this.reader.read(raw), Terrain.Land);
  }
}

const survey = new IslandSurvey(
  new TextGridReader(new HashLandLegend()),
  new IterativeFloodFillCounter(new VonNeumannNeighbourhood()),
);
console.log(survey.islandCount(fs.readFileSync(0, 'utf8')));
