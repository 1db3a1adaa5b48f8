import java.io.*;
import java.util.*;

public class Main {
    static List<Integer>[] graph;

    @SuppressWarnings("unchecked")
    static void readGraph(StreamTokenizer in, int n, int m) throws IOException {
        graph = new List[n + 1];
        for (int i = 1; i <= n; i++) graph[i] = new ArrayList<>();
        for (int i = 0; i < m; i++) {
            in.nextToken();
            int u = (int) in.nval;
            in.nextToken();
            int v = (int) in.nval;
            graph[u].add(v);
            graph[v].add(u);
        }
    }

    // how many hubs the parcel can get to from hub 1
    static int reachableHubs(int n) {
        boolean[] visited = new boolean[n + 1];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        visited[1] = true;
        queue.add(1);
        int count = 0;
        while (!queue.isEmpty()) {
            int hub = queue.poll();
            count++;
            for (int next : graph[hub]) {
                if (!visited[next]) {
                    visited[next] = true;
                    queue.add(next);
                }
            }
        }
        return count;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        readGraph(in, n, m);
        System.out.println(reachableHubs(n));
    }
}
