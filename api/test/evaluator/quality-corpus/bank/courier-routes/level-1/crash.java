import java.io.*;
import java.util.*;

public class Main {
    private final Map<Integer, List<Integer>> roads = new HashMap<>();

    void addRoad(int u, int v) {
        roads.computeIfAbsent(u, hub -> new ArrayList<>()).add(v);
        roads.computeIfAbsent(v, hub -> new ArrayList<>()).add(u);
    }

    int fewestRoads(int start, int goal) {
        Map<Integer, Integer> distance = new HashMap<>();
        distance.put(start, 0);
        Deque<Integer> queue = new ArrayDeque<>();
        queue.add(start);
        while (!queue.isEmpty()) {
            int hub = queue.poll();
            for (int next : roads.get(hub)) {
                if (!distance.containsKey(next)) {
                    distance.put(next, distance.get(hub) + 1);
                    queue.add(next);
                }
            }
        }
        return distance.getOrDefault(goal, -1);
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        Main network = new Main();
        for (int i = 0; i < m; i++) {
            in.nextToken();
            int u = (int) in.nval;
            in.nextToken();
            int v = (int) in.nval;
            network.addRoad(u, v);
        }
        System.out.println(network.fewestRoads(1, n));
    }
}
