import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    private static final char LAND = '#';

    /** The bay as one flat array of cells, row by row: cell (row, column) is at row * columns + column. */
    static final class BayMap {
        final int rows;
        final int columns;
        final boolean[] land;

        BayMap(int rows, int columns, boolean[] land) {
            this.rows = rows;
            this.columns = columns;
            this.land = land;
        }

        static BayMap read(BufferedReader reader) throws IOException {
            StringTokenizer header = new StringTokenizer(reader.readLine());
            int rows = Integer.parseInt(header.nextToken());
            int columns = Integer.parseInt(header.nextToken());
            boolean[] land = new boolean[rows * columns];
            for (int row = 0; row < rows; row++) {
                String line = reader.readLine().trim();
                for (int column = 0; column < columns; column++) {
                    land[row * columns + column] = line.charAt(column) == LAND;
                }
            }
            return new BayMap(rows, columns, land);
        }
    }

    /**
     * Counts islands with an iterative flood fill: an explicit stack instead of recursion, because one
     * island can cover the whole map (500 000 cells).
     */
    static int countIslands(BayMap map) {
        boolean[] seen = new boolean[map.land.length];
        int[] stack = new int[map.land.length];
        int islands = 0;
        for (int start = 0; start < map.land.length; start++) {
            if (!map.land[start] || seen[start]) continue;
            islands++;
            seen[start] = true;
            int size = 0;
            stack[size++] = start;
            while (size > 0) {
                int cell = stack[--size];
                int row = cell / map.columns;
                int column = cell % map.columns;
                if (row > 0) size = visit(map, seen, stack, size, cell - map.columns);
                if (row < map.rows - 1) size = visit(map, seen, stack, size, cell + map.columns);
                if (column > 0) size = visit(map, seen, stack, size, cell - 1);
                if (column < map.columns - 1) size = visit(map, seen, stack, size, cell + 1);
            }
        }
        return islands;
    }

    /** Pushes an unseen land cell; every cell is pushed at most once, so the stack never overflows. */
    private static int visit(BayMap map, boolean[] seen, int[] stack, int size, int cell) {
        if (map.land[cell] && !seen[cell]) {
            seen[cell] = true;
            stack[size++] = cell;
        }
        return size;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        System.out.println(countIslands(BayMap.read(reader)));
    }
}
