import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(reader.readLine());
        int n = Integer.parseInt(st.nextToken());
        int q = Integer.parseInt(st.nextToken());

        // notLosing[i] = how many of stations 1..i did not lose money (collection >= 0)
        int[] notLosing = new int[n + 1];
        st = new StringTokenizer(reader.readLine());
        for (int i = 1; i <= n; i++) {
            long fare = Long.parseLong(st.nextToken());
            notLosing[i] = notLosing[i - 1] + (fare >= 0 ? 1 : 0);
        }

        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            st = new StringTokenizer(reader.readLine());
            int l = Integer.parseInt(st.nextToken());
            int r = Integer.parseInt(st.nextToken());
            out.append(notLosing[r] - notLosing[l - 1]).append('\n');
        }
        System.out.print(out);
    }
}
