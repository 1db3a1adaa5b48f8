import java.io.*;
import java.util.*;

public class Main {
    private final Map<Integer, List<Integer>> dependents = new HashMap<>();
    private final Map<Integer, Integer> waitingOn = new HashMap<>();

    void addDependency(int before, int after) {
        dependents.computeIfAbsent(before, key -> new ArrayList<>()).add(after);
        dependents.computeIfAbsent(after, key -> new ArrayList<>());
        waitingOn.putIfAbsent(before, 0);
        waitingOn.merge(after, 1, Integer::sum);
    }

    /** Smallest ready module first; null when a cycle blocks some modules. */
    List<Integer> buildOrder(int n) {
        PriorityQueue<Integer> ready = new PriorityQueue<>();
        for (int module = 1; module <= n; module++) {
            if (waitingOn.get(module) == 0) ready.add(module);
        }
        List<Integer> order = new ArrayList<>();
        while (!ready.isEmpty()) {
            int module = ready.poll();
            order.add(module);
            for (int next : dependents.get(module)) {
                int left = waitingOn.get(next) - 1;
                waitingOn.put(next, left);
                if (left == 0) ready.add(next);
            }
        }
        return order.size() == n ? order : null;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        Main pipeline = new Main();
        for (int i = 0; i < m; i++) {
            in.nextToken();
            int a = (int) in.nval;
            in.nextToken();
            pipeline.addDependency(a, (int) in.nval);
        }
        List<Integer> order = pipeline.buildOrder(n);
        if (order == null) {
            System.out.println("CYCLE");
            return;
        }
        StringJoiner line = new StringJoiner(" ");
        for (int module : order) line.add(Integer.toString(module));
        System.out.println(line);
    }
}
