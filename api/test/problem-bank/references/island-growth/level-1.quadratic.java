import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer header = new StringTokenizer(reader.readLine());
        int rows = Integer.parseInt(header.nextToken());
        int columns = Integer.parseInt(header.nextToken());
        String[] grid = new String[rows];
        for (int r = 0; r < rows; r++) grid[r] = reader.readLine().trim();
        List<Integer> seen = new ArrayList<>();
        int islands = 0;
        int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                if (grid[r].charAt(c) != '#' || seen.contains(r * columns + c)) continue;
                islands++;
                seen.add(r * columns + c);
                Deque<int[]> stack = new ArrayDeque<>();
                stack.push(new int[] {r, c});
                while (!stack.isEmpty()) {
                    int[] cell = stack.pop();
                    for (int[] step : steps) {
                        int nx = cell[0] + step[0], ny = cell[1] + step[1];
                        if (nx < 0 || nx >= rows || ny < 0 || ny >= columns || grid[nx].charAt(ny) != '#') continue;
                        if (!seen.contains(nx * columns + ny)) {
                            seen.add(nx * columns + ny);
                            stack.push(new int[] {nx, ny});
                        }
                    }
                }
            }
        }
        System.out.println(islands);
    }
}
