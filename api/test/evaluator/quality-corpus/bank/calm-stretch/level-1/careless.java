import java.util.*;
import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(br.readLine().trim());
        StringTokenizer st = new StringTokenizer(br.readLine());
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = Integer.parseInt(st.nextToken());
        HashMap<Integer, Integer> h = new HashMap<>();
        int l = 0, b = 0, s = 0;
        for (int i = 0; i < n; i++) {
            if (h.containsKey(a[i]) && h.get(a[i]) >= l) l = h.get(a[i]) + 1;
            h.put(a[i], i);
            if (i - l + 1 > b) {
                b = i - l + 1;
                s = l;
            }
        }
        System.out.println(b + " " + (s + 1));
    }
}
