import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.util.Arrays;

public class Main {

    /** Reads whitespace-separated non-negative integers from stdin quickly. */
    static final class Input {
        private final DataInputStream stream = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));

        int nextInt() throws IOException {
            int next = stream.read();
            while (next == ' ' || next == '\n' || next == '\r') next = stream.read();
            int value = 0;
            while (next >= '0' && next <= '9') {
                value = value * 10 + (next - '0');
                next = stream.read();
            }
            return value;
        }
    }

    /**
     * The answer is the largest number of bookings in progress at once. Walk the sorted start times;
     * every booking that has ended by a start (end <= start, intervals are half-open) frees its studio first.
     */
    static int minStudios(int[] starts, int[] ends) {
        Arrays.sort(starts);
        Arrays.sort(ends);
        int inUse = 0;
        int most = 0;
        int nextEnd = 0;
        for (int start : starts) {
            while (ends[nextEnd] <= start) {
                nextEnd++;
                inUse--;
            }
            inUse++;
            most = Math.max(most, inUse);
        }
        return most;
    }

    public static void main(String[] args) throws IOException {
        Input input = new Input();
        int bookingCount = input.nextInt();
        int[] starts = new int[bookingCount];
        int[] ends = new int[bookingCount];
        for (int i = 0; i < bookingCount; i++) {
            starts[i] = input.nextInt();
            ends[i] = input.nextInt();
        }
        System.out.println(minStudios(starts, ends));
    }
}
