import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;

        List<List<Integer>> next = new ArrayList<>();
        for (int i = 0; i <= n; i++) next.add(new ArrayList<>());
        int[] needs = new int[n + 1];
        for (int i = 0; i < m; i++) {
            in.nextToken();
            int a = (int) in.nval;
            in.nextToken();
            int b = (int) in.nval;
            next.get(a).add(b);
            needs[b]++;
        }

        // build in rounds: every module whose prerequisites are done goes into the next round
        int[] round = new int[n + 1];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int module = 1; module <= n; module++) {
            if (needs[module] == 0) queue.add(module);
        }
        while (!queue.isEmpty()) {
            int module = queue.poll();
            for (int dependent : next.get(module)) {
                round[dependent] = Math.max(round[dependent], round[module] + 1);
                needs[dependent]--;
                if (needs[dependent] == 0) queue.add(dependent);
            }
        }

        StringBuilder out = new StringBuilder();
        for (int module = 1; module <= n; module++) {
            if (module > 1) out.append(' ');
            out.append(round[module]);
        }
        System.out.println(out);
    }
}
