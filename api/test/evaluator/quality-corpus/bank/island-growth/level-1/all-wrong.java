import java.io.*;
import java.util.*;

public class Main {
    static final char LAND = '.';

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer header = new StringTokenizer(reader.readLine());
        int rows = Integer.parseInt(header.nextToken());
        int cols = Integer.parseInt(header.nextToken());
        char[][] grid = new char[rows][];
        for (int r = 0; r < rows; r++) grid[r] = reader.readLine().toCharArray();
        System.out.println(countIslands(grid, rows, cols));
    }

    static int countIslands(char[][] grid, int rows, int cols) {
        boolean[][] seen = new boolean[rows][cols];
        int[][] moves = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        int islands = 0;
        ArrayDeque<Integer> stack = new ArrayDeque<>();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (grid[r][c] != LAND || seen[r][c]) continue;
                islands++;
                seen[r][c] = true;
                stack.push(r * cols + c);
                while (!stack.isEmpty()) {
                    int cell = stack.pop();
                    for (int[] move : moves) {
                        int nr = cell / cols + move[0];
                        int nc = cell % cols + move[1];
                        if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && grid[nr][nc] == LAND && !seen[nr][nc]) {
                            seen[nr][nc] = true;
                            stack.push(nr * cols + nc);
                        }
                    }
                }
            }
        }
        return islands;
    }
}
