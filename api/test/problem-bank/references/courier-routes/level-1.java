import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.util.Arrays;

public class Main {

    /** Reads whitespace-separated non-negative integers from stdin quickly. */
    static final class Input {
        private final DataInputStream stream = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));

        int nextInt() throws IOException {
            int next = stream.read();
            while (next == ' ' || next == '\n' || next == '\r') next = stream.read();
            int value = 0;
            while (next >= '0' && next <= '9') {
                value = value * 10 + (next - '0');
                next = stream.read();
            }
            return value;
        }
    }

    /** An undirected road network in flat arrays: the roads at hub v are firstRoad[v], nextRoad[...], … */
    static final class RoadNetwork {
        final int hubCount;
        final int[] firstRoad;
        final int[] nextRoad;
        final int[] roadEnd;
        private int stored = 0;

        RoadNetwork(int hubCount, int roadCount) {
            this.hubCount = hubCount;
            firstRoad = new int[hubCount + 1];
            Arrays.fill(firstRoad, -1);
            // every two-way road is stored once from each end
            nextRoad = new int[2 * roadCount];
            roadEnd = new int[2 * roadCount];
        }

        void addRoad(int u, int v) {
            link(u, v);
            link(v, u);
        }

        private void link(int from, int to) {
            roadEnd[stored] = to;
            nextRoad[stored] = firstRoad[from];
            firstRoad[from] = stored++;
        }
    }

    /** Breadth-first search from hub 1: every road costs the same, so the first visit is the shortest. */
    static int fewestRoads(RoadNetwork network, int from, int to) {
        int[] hops = new int[network.hubCount + 1];
        Arrays.fill(hops, -1);
        int[] queue = new int[network.hubCount];
        int head = 0;
        int tail = 0;
        hops[from] = 0;
        queue[tail++] = from;
        while (head < tail) {
            int hub = queue[head++];
            for (int road = network.firstRoad[hub]; road != -1; road = network.nextRoad[road]) {
                int neighbour = network.roadEnd[road];
                if (hops[neighbour] == -1) {
                    hops[neighbour] = hops[hub] + 1;
                    queue[tail++] = neighbour;
                }
            }
        }
        return hops[to];
    }

    public static void main(String[] args) throws IOException {
        Input input = new Input();
        int hubCount = input.nextInt();
        int roadCount = input.nextInt();
        RoadNetwork network = new RoadNetwork(hubCount, roadCount);
        for (int i = 0; i < roadCount; i++) network.addRoad(input.nextInt(), input.nextInt());
        System.out.println(fewestRoads(network, 1, hubCount));
    }
}
