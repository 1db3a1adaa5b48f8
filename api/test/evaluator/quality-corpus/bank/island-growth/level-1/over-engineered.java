import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;
import java.util.function.IntConsumer;

public class Main {

    /** What a map cell can hold. */
    enum Terrain {
        LAND('#'),
        WATER('.');

        private final char symbol;

        Terrain(char symbol) {
            this.symbol = symbol;
        }

        static Terrain of(char symbol) {
            return symbol == LAND.symbol ? LAND : WATER;
        }
    }

    /** Settings of a survey run. */
    record SurveyConfig(int readBufferBytes, Terrain countedTerrain) {
        static SurveyConfig defaults() {
            return new SurveyConfig(1 << 16, Terrain.LAND);
        }
    }

    /** A rectangular map addressed by flat cell indices (row * columns + column). */
    interface Grid {
        int cellCount();

        Terrain terrainAt(int cell);
    }

    static final class FlatGrid implements Grid {
        private final Terrain[] cells;
        final int rows;
        final int columns;

        FlatGrid(int rows, int columns, Terrain[] cells) {
            this.rows = rows;
            this.columns = columns;
            this.cells = cells;
        }

        @Override
        public int cellCount() {
            return cells.length;
        }

        @Override
        public Terrain terrainAt(int cell) {
            return cells[cell];
        }
    }

    /** Which cells count as touching. */
    interface Neighbourhood {
        void forEachNeighbour(int cell, IntConsumer action);
    }

    /** Up, down, left, right: the four cells sharing a side. */
    static final class SideNeighbourhood implements Neighbourhood {
        private final int rows;
        private final int columns;

        SideNeighbourhood(int rows, int columns) {
            this.rows = rows;
            this.columns = columns;
        }

        @Override
        public void forEachNeighbour(int cell, IntConsumer action) {
            int row = cell / columns;
            int column = cell % columns;
            if (row > 0) action.accept(cell - columns);
            if (row < rows - 1) action.accept(cell + columns);
            if (column > 0) action.accept(cell - 1);
            if (column < columns - 1) action.accept(cell + 1);
        }
    }

    /** Strategy for counting connected regions of one terrain. */
    interface RegionCounter {
        int count(Grid grid, Neighbourhood neighbourhood, Terrain terrain);
    }

    /**
     * Iterative flood fill with an explicit stack, O(cells): recursion could overflow on one island
     * that covers the whole map.
     */
    static final class StackFloodFillCounter implements RegionCounter {
        @Override
        public int count(Grid grid, Neighbourhood neighbourhood, Terrain terrain) {
            boolean[] seen = new boolean[grid.cellCount()];
            int[] stack = new int[grid.cellCount()];
            int[] size = {0};
            IntConsumer pushIfUnseen = cell -> {
                if (grid.terrainAt(cell) == terrain && !seen[cell]) {
                    seen[cell] = true;
                    stack[size[0]++] = cell;
                }
            };
            int regions = 0;
            for (int start = 0; start < grid.cellCount(); start++) {
                if (grid.terrainAt(start) != terrain || seen[start]) continue;
                regions++;
                pushIfUnseen.accept(start);
                while (size[0] > 0) neighbourhood.forEachNeighbour(stack[--size[0]], pushIfUnseen);
            }
            return regions;
        }
    }

    interface GridParser {
        FlatGrid parse(BufferedReader reader) throws IOException;
    }

    static final class TextGridParser implements GridParser {
        @Override
        public FlatGrid parse(BufferedReader reader) throws IOException {
            StringTokenizer header = new StringTokenizer(reader.readLine());
            int rows = Integer.parseInt(header.nextToken());
            int columns = Integer.parseInt(header.nextToken());
            Terrain[] cells = new Terrain[rows * columns];
            for (int row = 0; row < rows; row++) {
                String line = reader.readLine().trim();
                for (int column = 0; column < columns; column++) {
                    cells[row * columns + column] = Terrain.of(line.charAt(column));
                }
            }
            return new FlatGrid(rows, columns, cells);
        }
    }

    /** Front door of the survey: parse, pick the neighbourhood, count. */
    static final class BaySurveyService {
        private final SurveyConfig config;
        private final GridParser parser;
        private final RegionCounter counter;

        BaySurveyService(SurveyConfig config, GridParser parser, RegionCounter counter) {
            this.config = config;
            this.parser = parser;
            this.counter = counter;
        }

        int countIslands(BufferedReader reader) throws IOException {
            FlatGrid grid = parser.parse(reader);
            Neighbourhood neighbourhood = new SideNeighbourhood(grid.rows, grid.columns);
            return counter.count(grid, neighbourhood, config.countedTerrain());
        }
    }

    public static void main(String[] args) throws IOException {
        SurveyConfig config = SurveyConfig.defaults();
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in), config.readBufferBytes());
        BaySurveyService service = new BaySurveyService(config, new TextGridParser(), new StackFloodFillCounter());
        System.out.println(service.countIslands(reader));
    }
}
