import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        long[] times = new long[n + 1];
        for (int i = 1; i <= n; i++) {
            in.nextToken();
            times[i] = (long) in.nval;
        }
        List<List<Integer>> dependents = new ArrayList<>();
        for (int i = 0; i <= n; i++) dependents.add(new ArrayList<>());
        int[] waitingOn = new int[n + 1];
        for (int i = 0; i < m; i++) {
            in.nextToken();
            int a = (int) in.nval;
            in.nextToken();
            int b = (int) in.nval;
            dependents.get(a).add(b);
            waitingOn[b]++;
        }
        boolean[] built = new boolean[n + 1];
        long[] start = new long[n + 1];
        long minutes = 0;
        StringBuilder order = new StringBuilder();
        for (int step = 0; step < n; step++) {
            // the smallest module whose dependencies are all built
            int module = 0;
            for (int candidate = 1; candidate <= n; candidate++) {
                if (!built[candidate] && waitingOn[candidate] == 0) {
                    module = candidate;
                    break;
                }
            }
            if (module == 0) {
                System.out.println("CYCLE");
                return;
            }
            built[module] = true;
            order.append(step == 0 ? "" : " ").append(module);
            long finish = start[module] + times[module];
            minutes = Math.max(minutes, finish);
            for (int next : dependents.get(module)) {
                waitingOn[next]--;
                start[next] = Math.max(start[next], finish);
            }
        }
        System.out.println(order);
        System.out.println(minutes);
    }
}
