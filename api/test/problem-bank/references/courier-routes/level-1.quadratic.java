import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        List<List<Integer>> adjacency = new ArrayList<>();
        for (int i = 0; i <= n; i++) adjacency.add(new ArrayList<>());
        for (int i = 0; i < m; i++) {
            in.nextToken();
            int u = (int) in.nval;
            in.nextToken();
            int v = (int) in.nval;
            adjacency.get(u).add(v);
            adjacency.get(v).add(u);
        }
        List<Integer> visited = new ArrayList<>(List.of(1));
        List<Integer> frontier = new ArrayList<>(List.of(1));
        int hops = 0;
        while (!frontier.isEmpty()) {
            if (frontier.contains(n)) {
                System.out.println(hops);
                return;
            }
            List<Integer> following = new ArrayList<>();
            for (int hub : frontier) {
                for (int neighbour : adjacency.get(hub)) {
                    if (!visited.contains(neighbour)) {
                        visited.add(neighbour);
                        following.add(neighbour);
                    }
                }
            }
            frontier = following;
            hops++;
        }
        System.out.println(-1);
    }
}
