import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.util.PriorityQueue;

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

    /** Dependencies stored as adjacency lists in flat arrays: edges leaving module v start at firstEdge[v]. */
    static final class DependencyGraph {
        final int moduleCount;
        final int[] firstEdge;
        final int[] nextEdge;
        final int[] edgeTarget;
        final int[] prerequisitesLeft;
        private int edgeCount = 0;

        DependencyGraph(int moduleCount, int dependencyCount) {
            this.moduleCount = moduleCount;
            firstEdge = new int[moduleCount + 1];
            java.util.Arrays.fill(firstEdge, -1);
            nextEdge = new int[dependencyCount];
            edgeTarget = new int[dependencyCount];
            prerequisitesLeft = new int[moduleCount + 1];
        }

        void addDependency(int before, int after) {
            edgeTarget[edgeCount] = after;
            nextEdge[edgeCount] = firstEdge[before];
            firstEdge[before] = edgeCount++;
            prerequisitesLeft[after]++;
        }
    }

    /**
     * Kahn's algorithm with a min-heap of ready modules, so the smallest ready module is always built next.
     * Returns null when some modules never become ready (the dependencies contain a cycle).
     */
    static int[] smallestBuildOrder(DependencyGraph graph) {
        PriorityQueue<Integer> ready = new PriorityQueue<>();
        for (int module = 1; module <= graph.moduleCount; module++) {
            if (graph.prerequisitesLeft[module] == 0) ready.add(module);
        }
        int[] order = new int[graph.moduleCount];
        int built = 0;
        while (!ready.isEmpty()) {
            int module = ready.poll();
            order[built++] = module;
            for (int edge = graph.firstEdge[module]; edge != -1; edge = graph.nextEdge[edge]) {
                int dependent = graph.edgeTarget[edge];
                if (--graph.prerequisitesLeft[dependent] == 0) ready.add(dependent);
            }
        }
        return built == graph.moduleCount ? order : null;
    }

    public static void main(String[] args) throws IOException {
        Input input = new Input();
        int moduleCount = input.nextInt();
        int dependencyCount = input.nextInt();
        DependencyGraph graph = new DependencyGraph(moduleCount, dependencyCount);
        for (int i = 0; i < dependencyCount; i++) graph.addDependency(input.nextInt(), input.nextInt());

        int[] order = smallestBuildOrder(graph);
        if (order == null) {
            System.out.println("CYCLE");
            return;
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < order.length; i++) {
            if (i > 0) out.append(' ');
            out.append(order[i]);
        }
        System.out.println(out);
    }
}
