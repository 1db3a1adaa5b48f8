import java.io.*;

public class Main {
    private static final DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));

    private static long nextLong() throws IOException {
        int c = in.read();
        while (c == ' ' || c == '\n' || c == '\r') c = in.read();
        boolean negative = c == '-';
        if (negative) c = in.read();
        long value = 0;
        while (c >= '0' && c <= '9') {
            value = value * 10 + (c - '0');
            c = in.read();
        }
        return negative ? -value : value;
    }

    public static void main(String[] args) throws IOException {
        int n = (int) nextLong();
        int q = (int) nextLong();
        long[] fares = new long[n];
        for (int i = 0; i < n; i++) fares[i] = nextLong();
        StringBuilder out = new StringBuilder();
        for (int query = 0; query < q; query++) {
            int kind = (int) nextLong();
            int left = (int) nextLong();
            int right = (int) nextLong();
            if (kind == 1) {
                fares[left - 1] = right;
            } else if (kind == 2) {
                long total = 0;
                for (int i = left - 1; i < right; i++) total += fares[i];
                out.append(total).append('\n');
            } else {
                long value = nextLong();
                for (int i = left - 1; i < right; i++) fares[i] += value;
            }
        }
        System.out.print(out);
    }
}
