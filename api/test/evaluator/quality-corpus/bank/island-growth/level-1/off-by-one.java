import java.io.*;
import java.util.*;

public class Main {
    static int rows, cols;
    static char[][] grid;
    static boolean[][] visited;

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer first = new StringTokenizer(in.readLine());
        rows = Integer.parseInt(first.nextToken());
        cols = Integer.parseInt(first.nextToken());
        grid = new char[rows][];
        for (int r = 0; r < rows; r++) grid[r] = in.readLine().trim().toCharArray();
        visited = new boolean[rows][cols];

        int islands = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (grid[r][c] == '#' && !visited[r][c]) {
                    islands++;
                    flood(r, c);
                }
            }
        }
        System.out.println(islands);
    }

    static void flood(int startRow, int startCol) {
        ArrayDeque<int[]> stack = new ArrayDeque<>();
        stack.push(new int[] {startRow, startCol});
        visited[startRow][startCol] = true;
        while (!stack.isEmpty()) {
            int[] cell = stack.pop();
            int r = cell[0], c = cell[1];
            if (r > 0) tryVisit(stack, r - 1, c);
            if (r + 1 < rows - 1) tryVisit(stack, r + 1, c);
            if (c > 0) tryVisit(stack, r, c - 1);
            if (c + 1 < cols) tryVisit(stack, r, c + 1);
        }
    }

    static void tryVisit(ArrayDeque<int[]> stack, int r, int c) {
        if (grid[r][c] == '#' && !visited[r][c]) {
            visited[r][c] = true;
            stack.push(new int[] {r, c});
        }
    }
}
