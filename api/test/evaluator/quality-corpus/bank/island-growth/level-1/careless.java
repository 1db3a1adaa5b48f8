import java.util.*;
import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(br.readLine());
        int r = Integer.parseInt(st.nextToken());
        int c = Integer.parseInt(st.nextToken());
        char[][] g = new char[r][];
        for (int i = 0; i < r; i++) g[i] = br.readLine().toCharArray();
        boolean[][] v = new boolean[r][c];
        int[] s = new int[r * c + 1];
        int ans = 0;
        for (int i = 0; i < r; i++) {
            for (int j = 0; j < c; j++) {
                if (g[i][j] != '#' || v[i][j]) continue;
                ans++;
                int p = 0;
                s[p++] = i * c + j;
                v[i][j] = true;
                while (p > 0) {
                    int x = s[--p];
                    int a = x / c, b = x % c;
                    if (a > 0 && g[a - 1][b] == '#' && !v[a - 1][b]) {
                        v[a - 1][b] = true;
                        s[p++] = (a - 1) * c + b;
                    }
                    if (a < r - 1 && g[a + 1][b] == '#' && !v[a + 1][b]) {
                        v[a + 1][b] = true;
                        s[p++] = (a + 1) * c + b;
                    }
                    if (b > 0 && g[a][b - 1] == '#' && !v[a][b - 1]) {
                        v[a][b - 1] = true;
                        s[p++] = a * c + b - 1;
                    }
                    if (b < c - 1 && g[a][b + 1] == '#' && !v[a][b + 1]) {
                        v[a][b + 1] = true;
                        s[p++] = a * c + b + 1;
                    }
                }
            }
        }
        System.out.println(ans);
    }
}
