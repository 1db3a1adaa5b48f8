import java.util.*;
import java.io.*;

public class Main {
    public static void main(String[] args) throws Exception {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(br.readLine().trim());
        PriorityQueue<Long> q0 = new PriorityQueue<>();
        PriorityQueue<Long> q1 = new PriorityQueue<>();
        PriorityQueue<Long> q2 = new PriorityQueue<>();
        HashMap<String, Long> p = new HashMap<>();
        HashMap<String, Integer> t = new HashMap<>();
        int f = 0;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            String[] a = br.readLine().split(" ");
            if (a[0].equals("ADD_FLOOR")) {
                f++;
                int x = Integer.parseInt(a[1]), y = Integer.parseInt(a[2]), z = Integer.parseInt(a[3]);
                for (int j = 1; j <= x; j++) q0.add((long) f * 10000 + j);
                for (int j = 1; j <= y; j++) q1.add((long) f * 10000 + x + j);
                for (int j = 1; j <= z; j++) q2.add((long) f * 10000 + x + y + j);
                sb.append("FLOOR " + f + "\n");
            } else if (a[0].equals("PARK")) {
                if (p.containsKey(a[1])) {
                    sb.append("ALREADY_PARKED\n");
                    continue;
                }
                long s;
                int k;
                if (a[2].equals("BIKE")) {
                    if (q0.isEmpty()) {
                        sb.append("FULL\n");
                        continue;
                    }
                    s = q0.poll();
                    k = 0;
                } else if (a[2].equals("CAR")) {
                    if (q1.isEmpty()) {
                        sb.append("FULL\n");
                        continue;
                    }
                    s = q1.poll();
                    k = 1;
                } else {
                    if (q2.isEmpty()) {
                        sb.append("FULL\n");
                        continue;
                    }
                    s = q2.poll();
                    k = 2;
                }
                p.put(a[1], s);
                t.put(a[1], k);
                sb.append("PARKED " + a[1] + " " + s / 10000 + "-" + s % 10000 + "\n");
            } else if (a[0].equals("LEAVE")) {
                if (!p.containsKey(a[1])) {
                    sb.append("NOT_FOUND\n");
                    continue;
                }
                long s = p.remove(a[1]);
                int k = t.remove(a[1]);
                if (k == 0) q0.add(s);
                else if (k == 1) q1.add(s);
                else q2.add(s);
                sb.append("LEFT " + a[1] + " " + s / 10000 + "-" + s % 10000 + "\n");
            } else if (a[0].equals("WHERE")) {
                if (!p.containsKey(a[1])) sb.append("NOT_FOUND\n");
                else sb.append(p.get(a[1]) / 10000 + "-" + p.get(a[1]) % 10000 + "\n");
            } else {
                if (a[1].equals("SMALL")) sb.append(q0.size() + "\n");
                else if (a[1].equals("MEDIUM")) sb.append(q1.size() + "\n");
                else sb.append(q2.size() + "\n");
            }
        }
        System.out.print(sb);
    }
}
