import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;

        // readings seen for the first time vs readings that repeat an earlier one
        Set<Integer> seen = new HashSet<>();
        int distinct = 0;
        int repeats = 0;
        for (int i = 0; i < n; i++) {
            in.nextToken();
            int reading = (int) in.nval;
            if (seen.add(reading)) {
                distinct++;
            } else {
                repeats++;
            }
        }
        System.out.println(distinct + " " + repeats);
    }
}
