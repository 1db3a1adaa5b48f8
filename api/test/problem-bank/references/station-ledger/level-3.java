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

    /** Range add and range sum with two Fenwick trees. */
    static final class RangeLedger {
        private final long[] slopes;
        private final long[] offsets;

        RangeLedger(int size) {
            slopes = new long[size + 2];
            offsets = new long[size + 2];
        }

        private static void add(long[] tree, int index, long delta) {
            for (int i = index; i < tree.length; i += i & -i) tree[i] += delta;
        }

        private static long prefix(long[] tree, int index) {
            long sum = 0;
            for (int i = index; i > 0; i -= i & -i) sum += tree[i];
            return sum;
        }

        void rangeAdd(int left, int right, long value) {
            add(slopes, left, value);
            add(slopes, right + 1, -value);
            add(offsets, left, value * (left - 1));
            add(offsets, right + 1, -value * right);
        }

        private long prefixSum(int index) {
            return prefix(slopes, index) * index - prefix(offsets, index);
        }

        long rangeSum(int left, int right) {
            return prefixSum(right) - prefixSum(left - 1);
        }
    }

    public static void main(String[] args) throws IOException {
        Input input = new Input();
        int n = input.nextInt();
        int q = input.nextInt();
        RangeLedger ledger = new RangeLedger(n);
        for (int i = 1; i <= n; i++) ledger.rangeAdd(i, i, input.nextLong());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            int kind = input.nextInt();
            if (kind == 1) {
                int index = input.nextInt();
                long value = input.nextLong();
                ledger.rangeAdd(index, index, value - ledger.rangeSum(index, index));
            } else if (kind == 2) {
                int left = input.nextInt();
                int right = input.nextInt();
                out.append(ledger.rangeSum(left, right)).append('\n');
            } else {
                int left = input.nextInt();
                int right = input.nextInt();
                ledger.rangeAdd(left, right, input.nextLong());
            }
        }
        System.out.print(out);
    }
}
