import java.io.*;
import java.util.*;

public class Main {
    static int n, m;
    static List<List<Integer>> after = new ArrayList<>();
    static int[] waiting;

    static void readInput() throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer first = new StringTokenizer(reader.readLine());
        n = Integer.parseInt(first.nextToken());
        m = Integer.parseInt(first.nextToken());
        waiting = new int[n];
        for (int i = 0; i < n; i++) after.add(new ArrayList<>());
        for (int i = 0; i < m; i++) {
            StringTokenizer line = new StringTokenizer(reader.readLine());
            // store modules 0-based
            int a = Integer.parseInt(line.nextToken()) - 1;
            int b = Integer.parseInt(line.nextToken()) - 1;
            after.get(a).add(b);
            waiting[b]++;
        }
    }

    static List<Integer> buildOrder() {
        PriorityQueue<Integer> ready = new PriorityQueue<>();
        for (int module = 1; module < n; module++) {
            if (waiting[module] == 0) ready.add(module);
        }
        List<Integer> order = new ArrayList<>();
        while (!ready.isEmpty()) {
            int module = ready.poll();
            order.add(module + 1);
            for (int next : after.get(module)) {
                waiting[next]--;
                if (waiting[next] == 0) ready.add(next);
            }
        }
        return order;
    }

    public static void main(String[] args) throws IOException {
        readInput();
        List<Integer> order = buildOrder();
        if (order.size() < n) {
            System.out.println("CYCLE");
            return;
        }
        StringBuilder out = new StringBuilder();
        for (int module : order) out.append(module).append(' ');
        System.out.println(out.toString().trim());
    }
}
