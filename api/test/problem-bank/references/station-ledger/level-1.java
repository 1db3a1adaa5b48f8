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

    public static void main(String[] args) throws IOException {
        Input input = new Input();
        int n = input.nextInt();
        int q = input.nextInt();
        long[] prefix = new long[n + 1];
        for (int i = 1; i <= n; i++) prefix[i] = prefix[i - 1] + input.nextLong();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            int left = input.nextInt();
            int right = input.nextInt();
            out.append(prefix[right] - prefix[left - 1]).append('\n');
        }
        System.out.print(out);
    }
}
