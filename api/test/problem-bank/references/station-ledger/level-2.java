import java.io.*;

public class Main {

    /** Reads whitespace-separated integers from stdin quickly. */
    static final class Input {
        private final DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));

        long nextLong() throws IOException {
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

        int nextInt() throws IOException {
            return (int) nextLong();
        }
    }

    static final class Fenwick {
        private final long[] tree;

        Fenwick(int size) {
            tree = new long[size + 1];
        }

        void add(int index, long delta) {
            for (int i = index; i < tree.length; i += i & -i) tree[i] += delta;
        }

        long prefixSum(int index) {
            long sum = 0;
            for (int i = index; i > 0; i -= i & -i) sum += tree[i];
            return sum;
        }
    }

    public static void main(String[] args) throws IOException {
        Input input = new Input();
        int n = input.nextInt();
        int q = input.nextInt();
        long[] fares = new long[n + 1];
        Fenwick ledger = new Fenwick(n);
        for (int i = 1; i <= n; i++) {
            fares[i] = input.nextLong();
            ledger.add(i, fares[i]);
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            int kind = input.nextInt();
            int a = input.nextInt();
            long b = input.nextLong();
            if (kind == 1) {
                ledger.add(a, b - fares[a]);
                fares[a] = b;
            } else {
                out.append(ledger.prefixSum((int) b) - ledger.prefixSum(a - 1)).append('\n');
            }
        }
        System.out.print(out);
    }
}
