import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer header = new StringTokenizer(reader.readLine());
        int hubs = Integer.parseInt(header.nextToken());
        int roads = Integer.parseInt(header.nextToken());

        List<List<Integer>> adjacent = new ArrayList<>();
        for (int i = 0; i <= hubs; i++) adjacent.add(new ArrayList<>());
        for (int i = 1; i < roads; i++) {
            StringTokenizer road = new StringTokenizer(reader.readLine());
            int u = Integer.parseInt(road.nextToken());
            int v = Integer.parseInt(road.nextToken());
            adjacent.get(u).add(v);
            adjacent.get(v).add(u);
        }

        System.out.println(shortestRoute(adjacent, hubs));
    }

    static int shortestRoute(List<List<Integer>> adjacent, int target) {
        int[] distance = new int[adjacent.size()];
        Arrays.fill(distance, -1);
        distance[1] = 0;
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(1);
        while (!queue.isEmpty()) {
            int hub = queue.poll();
            if (hub == target) break;
            for (int next : adjacent.get(hub)) {
                if (distance[next] < 0) {
                    distance[next] = distance[hub] + 1;
                    queue.add(next);
                }
            }
        }
        return distance[target];
    }
}
