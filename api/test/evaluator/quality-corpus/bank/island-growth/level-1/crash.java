import java.io.*;
import java.util.*;

public class Main {
    // the map is at most about 1000 x 1000
    static final int MAX = 1000;
    static final int[] DR = {-1, 1, 0, 0};
    static final int[] DC = {0, 0, -1, 1};

    static String[] map;
    static boolean[][] seen = new boolean[MAX][MAX];
    static int rows, cols;

    static void sink(int row, int col) {
        Deque<int[]> queue = new ArrayDeque<>();
        seen[row][col] = true;
        queue.add(new int[] {row, col});
        while (!queue.isEmpty()) {
            int[] cell = queue.poll();
            for (int d = 0; d < 4; d++) {
                int nr = cell[0] + DR[d];
                int nc = cell[1] + DC[d];
                if (nr < 0 || nr >= rows || nc < 0 || nc >= cols) continue;
                if (map[nr].charAt(nc) == '#' && !seen[nr][nc]) {
                    seen[nr][nc] = true;
                    queue.add(new int[] {nr, nc});
                }
            }
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        String[] size = reader.readLine().trim().split(" ");
        rows = Integer.parseInt(size[0]);
        cols = Integer.parseInt(size[1]);
        map = new String[rows];
        for (int r = 0; r < rows; r++) map[r] = reader.readLine();

        int count = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (map[r].charAt(c) == '#' && !seen[r][c]) {
                    count++;
                    sink(r, c);
                }
            }
        }
        System.out.println(count);
    }
}
