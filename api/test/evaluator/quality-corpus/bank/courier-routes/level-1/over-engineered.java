import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.IntConsumer;

public class Main {

    /** Everything a run can be configured with. */
    record CourierConfig(int bufferBytes, int originHub, int unreachableAnswer) {
        static CourierConfig defaults() {
            return new CourierConfig(1 << 16, 1, -1);
        }
    }

    /** A delivery question: from which hub to which hub. */
    record RouteQuery(int origin, int destination) {}

    /** Read-only view of a road network. */
    interface Graph {
        int hubCount();

        void forEachNeighbour(int hub, IntConsumer action);
    }

    interface MutableGraph extends Graph {
        void addRoad(int u, int v);
    }

    /** Adjacency lists backed by growable int arrays, one per hub. */
    static final class AdjacencyListGraph implements MutableGraph {
        private final int[][] neighbours;
        private final int[] degree;

        AdjacencyListGraph(int hubCount) {
            neighbours = new int[hubCount + 1][];
            degree = new int[hubCount + 1];
            for (int hub = 0; hub <= hubCount; hub++) neighbours[hub] = new int[2];
        }

        @Override
        public int hubCount() {
            return neighbours.length - 1;
        }

        @Override
        public void addRoad(int u, int v) {
            append(u, v);
            append(v, u);
        }

        private void append(int from, int to) {
            if (degree[from] == neighbours[from].length) {
                neighbours[from] = Arrays.copyOf(neighbours[from], 2 * degree[from]);
            }
            neighbours[from][degree[from]++] = to;
        }

        @Override
        public void forEachNeighbour(int hub, IntConsumer action) {
            int[] list = neighbours[hub];
            for (int i = 0; i < degree[hub]; i++) action.accept(list[i]);
        }
    }

    interface IntReader {
        int nextInt() throws IOException;
    }

    static final class BufferedIntReader implements IntReader {
        private final DataInputStream stream;

        BufferedIntReader(InputStream in, int bufferBytes) {
            stream = new DataInputStream(new BufferedInputStream(in, bufferBytes));
        }

        @Override
        public int nextInt() throws IOException {
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

    /** Builds a graph from "n m" and m road lines. */
    static final class NetworkLoader {
        private final IntReader reader;

        NetworkLoader(IntReader reader) {
            this.reader = reader;
        }

        Graph load() throws IOException {
            int hubCount = reader.nextInt();
            int roadCount = reader.nextInt();
            MutableGraph graph = new AdjacencyListGraph(hubCount);
            for (int i = 0; i < roadCount; i++) graph.addRoad(reader.nextInt(), reader.nextInt());
            return graph;
        }
    }

    /** Strategy: how the fewest-road route is searched for. */
    interface RouteFinder {
        OptionalInt fewestRoads(Graph graph, RouteQuery query);
    }

    /** Breadth-first search, O(n + m): roads all cost the same, so the first visit is the shortest. */
    static final class BreadthFirstRouteFinder implements RouteFinder {
        @Override
        public OptionalInt fewestRoads(Graph graph, RouteQuery query) {
            int[] hops = new int[graph.hubCount() + 1];
            Arrays.fill(hops, -1);
            int[] queue = new int[graph.hubCount()];
            int[] tail = {0};
            int head = 0;
            hops[query.origin()] = 0;
            queue[tail[0]++] = query.origin();
            while (head < tail[0]) {
                int hub = queue[head++];
                int nextHops = hops[hub] + 1;
                graph.forEachNeighbour(hub, neighbour -> {
                    if (hops[neighbour] == -1) {
                        hops[neighbour] = nextHops;
                        queue[tail[0]++] = neighbour;
                    }
                });
            }
            int answer = hops[query.destination()];
            return answer == -1 ? OptionalInt.empty() : OptionalInt.of(answer);
        }
    }

    static final class RouteFinderFactory {
        static RouteFinder create(boolean weightedRoads) {
            if (weightedRoads) throw new UnsupportedOperationException("weighted roads arrive at level 2");
            return new BreadthFirstRouteFinder();
        }
    }

    /** Coordinates loading, searching and answering. */
    static final class DispatchService {
        private final CourierConfig config;
        private final RouteFinder finder;
        private final List<String> log = new ArrayList<>();

        DispatchService(CourierConfig config, RouteFinder finder) {
            this.config = config;
            this.finder = finder;
        }

        String answer(Graph graph) {
            RouteQuery query = new RouteQuery(config.originHub(), graph.hubCount());
            OptionalInt roads = finder.fewestRoads(graph, query);
            log.add("answered " + query);
            return String.valueOf(roads.orElse(config.unreachableAnswer()));
        }
    }

    public static void main(String[] args) throws IOException {
        CourierConfig config = CourierConfig.defaults();
        Graph graph = new NetworkLoader(new BufferedIntReader(System.in, config.bufferBytes())).load();
        DispatchService service = new DispatchService(config, RouteFinderFactory.create(false));
        System.out.println(service.answer(graph));
    }
}
