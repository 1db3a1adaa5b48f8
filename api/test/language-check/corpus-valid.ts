import type { SupportedLanguage } from '../../src/evaluator/tree-sitter.ts';

export interface ValidSnippet {
  name: string;
  language: SupportedLanguage;
  code: string;
}

// Original programs in the shape of interview solutions: stdin in, stdout out, a class here and there.
export const VALID_SNIPPETS: ValidSnippet[] = [
  // ---------------------------------------------------------------- python
  {
    name: 'py sum of numbers',
    language: 'python',
    code: `import sys

def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    numbers = list(map(int, data[1:1 + n]))
    print(sum(numbers))

if __name__ == "__main__":
    main()
`,
  },
  {
    name: 'py two sum',
    language: 'python',
    code: `n, target = map(int, input().split())
nums = list(map(int, input().split()))
seen = {}
for i, value in enumerate(nums):
    if target - value in seen:
        print(seen[target - value], i)
        break
    seen[value] = i
else:
    print(-1, -1)
`,
  },
  {
    name: 'py lru cache class',
    language: 'python',
    code: `from collections import OrderedDict


class LRUCache:
    def __init__(self, capacity: int):
        self.capacity = capacity
        self.items = OrderedDict()

    def get(self, key: int) -> int:
        if key not in self.items:
            return -1
        self.items.move_to_end(key)
        return self.items[key]

    def put(self, key: int, value: int) -> None:
        self.items[key] = value
        self.items.move_to_end(key)
        if len(self.items) > self.capacity:
            self.items.popitem(last=False)


cache = LRUCache(int(input()))
for line in iter(input, "END"):
    parts = line.split()
    if parts[0] == "GET":
        print(cache.get(int(parts[1])))
    else:
        cache.put(int(parts[1]), int(parts[2]))
`,
  },
  {
    name: 'py bfs grid',
    language: 'python',
    code: `from collections import deque

rows, cols = map(int, input().split())
grid = [input().strip() for _ in range(rows)]
dist = [[-1] * cols for _ in range(rows)]
queue = deque([(0, 0)])
dist[0][0] = 0
while queue:
    r, c = queue.popleft()
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] == '.' and dist[nr][nc] == -1:
            dist[nr][nc] = dist[r][c] + 1
            queue.append((nr, nc))
print(dist[rows - 1][cols - 1])
`,
  },
  {
    name: 'py binary search',
    language: 'python',
    code: `def lower_bound(values, target):
    lo, hi = 0, len(values)
    while lo < hi:
        mid = (lo + hi) // 2
        if values[mid] < target:
            lo = mid + 1
        else:
            hi = mid
    return lo


values = sorted(int(x) for x in input().split())
for query in map(int, input().split()):
    print(lower_bound(values, query), end=" ")
print()
`,
  },
  {
    name: 'py coin change dp',
    language: 'python',
    code: `def min_coins(coins, amount):
    best = [0] + [float('inf')] * amount
    for total in range(1, amount + 1):
        for coin in coins:
            if coin <= total and best[total - coin] + 1 < best[total]:
                best[total] = best[total - coin] + 1
    return best[amount] if best[amount] != float('inf') else -1


coins = [int(c) for c in input().split()]
amount = int(input())
print(min_coins(coins, amount))
`,
  },
  {
    name: 'py parking lot commands',
    language: 'python',
    code: `class ParkingLot:
    def __init__(self, slots):
        self.free = list(range(1, slots + 1))
        self.parked = {}

    def park(self, plate):
        if not self.free:
            return "FULL"
        slot = self.free.pop(0)
        self.parked[plate] = slot
        return f"PARKED {slot}"

    def leave(self, plate):
        slot = self.parked.pop(plate, None)
        if slot is None:
            return "NOT FOUND"
        self.free.append(slot)
        self.free.sort()
        return f"LEFT {slot}"


import sys
lot = None
for raw in sys.stdin:
    command, *args = raw.split()
    if command == "CREATE":
        lot = ParkingLot(int(args[0]))
        print("OK")
    elif command == "PARK":
        print(lot.park(args[0]))
    elif command == "LEAVE":
        print(lot.leave(args[0]))
`,
  },
  {
    name: 'py permutations recursion',
    language: 'python',
    code: `def permutations(items):
    if len(items) <= 1:
        return [items]
    result = []
    for index, item in enumerate(items):
        for rest in permutations(items[:index] + items[index + 1:]):
            result.append([item] + rest)
    return result


word = input().strip()
for perm in sorted(set("".join(p) for p in permutations(list(word)))):
    print(perm)
`,
  },
  {
    name: 'py word frequency',
    language: 'python',
    code: `from collections import Counter
import sys

text = sys.stdin.read().lower()
words = [w.strip('.,!?') for w in text.split()]
counts = Counter(w for w in words if w)
for word, count in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:10]:
    print(word, count)
`,
  },
  {
    name: 'py linked list reverse with try',
    language: 'python',
    code: `class Node:
    def __init__(self, value, next=None):
        self.value = value
        self.next = next


def reverse(head):
    prev = None
    while head:
        head.next, prev, head = prev, head, head.next
    return prev


try:
    values = list(map(int, input().split()))
except ValueError:
    print("invalid input")
    raise SystemExit(0)
head = None
for v in reversed(values):
    head = Node(v, head)
node = reverse(head)
out = []
while node:
    out.append(str(node.value))
    node = node.next
print(" ".join(out))
`,
  },
  // ---------------------------------------------------------------- javascript
  {
    name: 'js sum of numbers',
    language: 'javascript',
    code: `const input = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);
const n = input[0];
let total = 0;
for (let i = 1; i <= n; i++) {
  total += input[i];
}
console.log(total);
`,
  },
  {
    name: 'js two sum readline',
    language: 'javascript',
    code: `const readline = require('readline');
const rl = readline.createInterface({ input: process.stdin });
const lines = [];
rl.on('line', (line) => lines.push(line));
rl.on('close', () => {
  const [, target] = lines[0].split(' ').map(Number);
  const nums = lines[1].split(' ').map(Number);
  const seen = new Map();
  for (let i = 0; i < nums.length; i++) {
    if (seen.has(target - nums[i])) {
      console.log(seen.get(target - nums[i]), i);
      return;
    }
    seen.set(nums[i], i);
  }
  console.log(-1, -1);
});
`,
  },
  {
    name: 'js lru cache class',
    language: 'javascript',
    code: `class LRUCache {
  constructor(capacity) {
    this.capacity = capacity;
    this.map = new Map();
  }

  get(key) {
    if (!this.map.has(key)) return -1;
    const value = this.map.get(key);
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }

  put(key, value) {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.capacity) {
      this.map.delete(this.map.keys().next().value);
    }
  }
}

const lines = require('fs').readFileSync(0, 'utf8').split('\\n');
const cache = new LRUCache(Number(lines[0]));
for (const line of lines.slice(1)) {
  const [op, a, b] = line.trim().split(' ');
  if (op === 'GET') console.log(cache.get(Number(a)));
  else if (op === 'PUT') cache.put(Number(a), Number(b));
}
`,
  },
  {
    name: 'js bfs grid',
    language: 'javascript',
    code: `const data = require('fs').readFileSync(0, 'utf8').split('\\n');
const [rows, cols] = data[0].split(' ').map(Number);
const grid = data.slice(1, rows + 1);
const dist = Array.from({ length: rows }, () => new Array(cols).fill(-1));
const queue = [[0, 0]];
dist[0][0] = 0;
let head = 0;
while (head < queue.length) {
  const [r, c] = queue[head++];
  for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
    const nr = r + dr;
    const nc = c + dc;
    if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && grid[nr][nc] === '.' && dist[nr][nc] === -1) {
      dist[nr][nc] = dist[r][c] + 1;
      queue.push([nr, nc]);
    }
  }
}
console.log(dist[rows - 1][cols - 1]);
`,
  },
  {
    name: 'js binary search',
    language: 'javascript',
    code: `function lowerBound(values, target) {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid] < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const [first, second] = require('fs').readFileSync(0, 'utf8').split('\\n');
const values = first.split(' ').map(Number).sort((a, b) => a - b);
const answers = second.split(' ').map((q) => lowerBound(values, Number(q)));
console.log(answers.join(' '));
`,
  },
  {
    name: 'js coin change dp',
    language: 'javascript',
    code: `function minCoins(coins, amount) {
  const best = new Array(amount + 1).fill(Infinity);
  best[0] = 0;
  for (let total = 1; total <= amount; total++) {
    for (const coin of coins) {
      if (coin <= total) best[total] = Math.min(best[total], best[total - coin] + 1);
    }
  }
  return best[amount] === Infinity ? -1 : best[amount];
}

const lines = require('fs').readFileSync(0, 'utf8').trim().split('\\n');
console.log(minCoins(lines[0].split(' ').map(Number), Number(lines[1])));
`,
  },
  {
    name: 'js parking lot commands',
    language: 'javascript',
    code: `class ParkingLot {
  constructor(slots) {
    this.free = Array.from({ length: slots }, (_, i) => i + 1);
    this.parked = new Map();
  }
  park(plate) {
    if (this.free.length === 0) return 'FULL';
    const slot = this.free.shift();
    this.parked.set(plate, slot);
    return \`PARKED \${slot}\`;
  }
  leave(plate) {
    if (!this.parked.has(plate)) return 'NOT FOUND';
    const slot = this.parked.get(plate);
    this.parked.delete(plate);
    this.free.push(slot);
    this.free.sort((a, b) => a - b);
    return \`LEFT \${slot}\`;
  }
}

let lot;
const output = [];
for (const line of require('fs').readFileSync(0, 'utf8').split('\\n')) {
  const [command, arg] = line.trim().split(' ');
  switch (command) {
    case 'CREATE': lot = new ParkingLot(Number(arg)); output.push('OK'); break;
    case 'PARK': output.push(lot.park(arg)); break;
    case 'LEAVE': output.push(lot.leave(arg)); break;
  }
}
console.log(output.join('\\n'));
`,
  },
  {
    name: 'js permutations recursion',
    language: 'javascript',
    code: `function permutations(chars) {
  if (chars.length <= 1) return [chars.join('')];
  const result = [];
  chars.forEach((ch, index) => {
    const rest = chars.filter((_, i) => i !== index);
    for (const perm of permutations(rest)) result.push(ch + perm);
  });
  return result;
}

const word = require('fs').readFileSync(0, 'utf8').trim();
const unique = [...new Set(permutations(word.split('')))].sort();
unique.forEach((p) => console.log(p));
`,
  },
  {
    name: 'js word frequency',
    language: 'javascript',
    code: `const text = require('fs').readFileSync(0, 'utf8').toLowerCase();
const counts = {};
for (const raw of text.split(/\\s+/)) {
  const word = raw.replace(/[.,!?]/g, '');
  if (!word) continue;
  counts[word] = (counts[word] || 0) + 1;
}
Object.entries(counts)
  .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
  .slice(0, 10)
  .forEach(([word, count]) => console.log(word, count));
`,
  },
  {
    name: 'js async stdin with try',
    language: 'javascript',
    code: `async function readAll() {
  let data = '';
  for await (const chunk of process.stdin) data += chunk;
  return data;
}

async function main() {
  try {
    const values = (await readAll()).trim().split(/\\s+/).map(Number);
    if (values.some(Number.isNaN)) throw new Error('invalid input');
    const max = Math.max(...values);
    console.log(max);
  } catch (error) {
    console.log(error.message);
  }
}

main();
`,
  },
  // ---------------------------------------------------------------- typescript
  {
    name: 'ts sum of numbers',
    language: 'typescript',
    code: `import * as fs from 'fs';

const input: number[] = fs.readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);
const n: number = input[0];
let total = 0;
for (let i = 1; i <= n; i++) {
  total += input[i];
}
console.log(total);
`,
  },
  {
    name: 'ts two sum',
    language: 'typescript',
    code: `import { readFileSync } from 'fs';

function twoSum(nums: number[], target: number): [number, number] {
  const seen = new Map<number, number>();
  for (let i = 0; i < nums.length; i++) {
    const other = seen.get(target - nums[i]);
    if (other !== undefined) return [other, i];
    seen.set(nums[i], i);
  }
  return [-1, -1];
}

const [header, row] = readFileSync(0, 'utf8').split('\\n');
const target = Number(header.split(' ')[1]);
console.log(twoSum(row.split(' ').map(Number), target).join(' '));
`,
  },
  {
    name: 'ts lru cache class',
    language: 'typescript',
    code: `class LRUCache<K, V> {
  private readonly map = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }

  put(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.capacity) {
      const oldest = this.map.keys().next().value as K;
      this.map.delete(oldest);
    }
  }
}

const lines: string[] = require('fs').readFileSync(0, 'utf8').split('\\n');
const cache = new LRUCache<number, number>(Number(lines[0]));
for (const line of lines.slice(1)) {
  const [op, a, b] = line.trim().split(' ');
  if (op === 'GET') console.log(cache.get(Number(a)) ?? -1);
  else if (op === 'PUT') cache.put(Number(a), Number(b));
}
`,
  },
  {
    name: 'ts bfs grid with tuple type',
    language: 'typescript',
    code: `type Cell = [number, number];

const data: string[] = require('fs').readFileSync(0, 'utf8').split('\\n');
const [rows, cols] = data[0].split(' ').map(Number);
const grid: string[] = data.slice(1, rows + 1);
const dist: number[][] = Array.from({ length: rows }, () => new Array<number>(cols).fill(-1));
const queue: Cell[] = [[0, 0]];
dist[0][0] = 0;
const moves: Cell[] = [[1, 0], [-1, 0], [0, 1], [0, -1]];
for (let head = 0; head < queue.length; head++) {
  const [r, c] = queue[head];
  for (const [dr, dc] of moves) {
    const nr = r + dr, nc = c + dc;
    if (nr < 0 || nc < 0 || nr >= rows || nc >= cols) continue;
    if (grid[nr][nc] !== '.' || dist[nr][nc] !== -1) continue;
    dist[nr][nc] = dist[r][c] + 1;
    queue.push([nr, nc]);
  }
}
console.log(dist[rows - 1][cols - 1]);
`,
  },
  {
    name: 'ts binary search generic',
    language: 'typescript',
    code: `function lowerBound<T>(values: readonly T[], target: T, less: (a: T, b: T) => boolean): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (less(values[mid], target)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const [first, second] = require('fs').readFileSync(0, 'utf8').split('\\n') as string[];
const values = first.split(' ').map(Number).sort((a, b) => a - b);
const answers = second.split(' ').map((q) => lowerBound(values, Number(q), (a, b) => a < b));
console.log(answers.join(' '));
`,
  },
  {
    name: 'ts coin change dp',
    language: 'typescript',
    code: `const minCoins = (coins: number[], amount: number): number => {
  const best: number[] = new Array(amount + 1).fill(Number.POSITIVE_INFINITY);
  best[0] = 0;
  for (let total = 1; total <= amount; total++) {
    for (const coin of coins) {
      if (coin <= total) best[total] = Math.min(best[total], best[total - coin] + 1);
    }
  }
  return Number.isFinite(best[amount]) ? best[amount] : -1;
};

const lines: string[] = require('fs').readFileSync(0, 'utf8').trim().split('\\n');
console.log(minCoins(lines[0].split(' ').map(Number), Number(lines[1])));
`,
  },
  {
    name: 'ts parking lot with interface',
    language: 'typescript',
    code: `interface Ticket {
  plate: string;
  slot: number;
}

class ParkingLot {
  private free: number[];
  private parked = new Map<string, Ticket>();

  constructor(slots: number) {
    this.free = Array.from({ length: slots }, (_, i) => i + 1);
  }

  park(plate: string): string {
    const slot = this.free.shift();
    if (slot === undefined) return 'FULL';
    this.parked.set(plate, { plate, slot });
    return \`PARKED \${slot}\`;
  }

  leave(plate: string): string {
    const ticket = this.parked.get(plate);
    if (!ticket) return 'NOT FOUND';
    this.parked.delete(plate);
    this.free.push(ticket.slot);
    this.free.sort((a, b) => a - b);
    return \`LEFT \${ticket.slot}\`;
  }
}

let lot: ParkingLot | undefined;
for (const line of (require('fs').readFileSync(0, 'utf8') as string).split('\\n')) {
  const [command, arg] = line.trim().split(' ');
  if (command === 'CREATE') { lot = new ParkingLot(Number(arg)); console.log('OK'); }
  else if (command === 'PARK') console.log(lot!.park(arg));
  else if (command === 'LEAVE') console.log(lot!.leave(arg));
}
`,
  },
  {
    name: 'ts enum and switch',
    language: 'typescript',
    code: `enum Op {
  Add = 'ADD',
  Remove = 'REMOVE',
  Count = 'COUNT',
}

const inventory: Record<string, number> = {};

function apply(op: Op, item: string, qty: number): string | null {
  switch (op) {
    case Op.Add:
      inventory[item] = (inventory[item] ?? 0) + qty;
      return null;
    case Op.Remove:
      if ((inventory[item] ?? 0) < qty) return 'INSUFFICIENT';
      inventory[item] -= qty;
      return null;
    case Op.Count:
      return String(inventory[item] ?? 0);
  }
}

const lines: string[] = require('fs').readFileSync(0, 'utf8').trim().split('\\n');
for (const line of lines) {
  const [op, item, qty] = line.split(' ');
  const result = apply(op as Op, item, Number(qty ?? 0));
  if (result !== null) console.log(result);
}
`,
  },
  {
    name: 'ts word frequency',
    language: 'typescript',
    code: `const text: string = require('fs').readFileSync(0, 'utf8').toLowerCase();
const counts = new Map<string, number>();
for (const raw of text.split(/\\s+/)) {
  const word = raw.replace(/[.,!?]/g, '');
  if (word.length === 0) continue;
  counts.set(word, (counts.get(word) ?? 0) + 1);
}
const top: Array<[string, number]> = [...counts.entries()]
  .sort(([wa, ca], [wb, cb]) => cb - ca || wa.localeCompare(wb))
  .slice(0, 10);
for (const [word, count] of top) console.log(\`\${word} \${count}\`);
`,
  },
  {
    name: 'ts stack with generics and error',
    language: 'typescript',
    code: `class Stack<T> {
  private items: T[] = [];

  push(item: T): void {
    this.items.push(item);
  }

  pop(): T {
    if (this.items.length === 0) throw new Error('EMPTY');
    return this.items.pop() as T;
  }
}

function isBalanced(expr: string): boolean {
  const pairs: { [close: string]: string } = { ')': '(', ']': '[', '}': '{' };
  const stack = new Stack<string>();
  try {
    for (const ch of expr) {
      if ('([{'.includes(ch)) stack.push(ch);
      else if (ch in pairs && stack.pop() !== pairs[ch]) return false;
    }
  } catch {
    return false;
  }
  try { stack.pop(); return false; } catch { return true; }
}

console.log(isBalanced(require('fs').readFileSync(0, 'utf8').trim()) ? 'YES' : 'NO');
`,
  },
  // ---------------------------------------------------------------- java
  {
    name: 'java sum with scanner',
    language: 'java',
    code: `import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        int n = sc.nextInt();
        long total = 0;
        for (int i = 0; i < n; i++) {
            total += sc.nextLong();
        }
        System.out.println(total);
    }
}
`,
  },
  {
    name: 'java two sum hashmap',
    language: 'java',
    code: `import java.io.*;
import java.util.*;

public class Main {
    static int[] twoSum(int[] nums, int target) {
        Map<Integer, Integer> seen = new HashMap<>();
        for (int i = 0; i < nums.length; i++) {
            Integer other = seen.get(target - nums[i]);
            if (other != null) return new int[]{other, i};
            seen.put(nums[i], i);
        }
        return new int[]{-1, -1};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(br.readLine());
        int n = Integer.parseInt(st.nextToken());
        int target = Integer.parseInt(st.nextToken());
        int[] nums = Arrays.stream(br.readLine().trim().split(" ")).mapToInt(Integer::parseInt).toArray();
        int[] answer = twoSum(nums, target);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
`,
  },
  {
    name: 'java lru cache',
    language: 'java',
    code: `import java.util.*;

class LRUCache extends LinkedHashMap<Integer, Integer> {
    private final int capacity;

    LRUCache(int capacity) {
        super(16, 0.75f, true);
        this.capacity = capacity;
    }

    @Override
    protected boolean removeEldestEntry(Map.Entry<Integer, Integer> eldest) {
        return size() > capacity;
    }
}

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        LRUCache cache = new LRUCache(Integer.parseInt(in.nextLine().trim()));
        while (in.hasNextLine()) {
            String[] parts = in.nextLine().trim().split(" ");
            if (parts[0].equals("GET")) {
                System.out.println(cache.getOrDefault(Integer.parseInt(parts[1]), -1));
            } else if (parts[0].equals("PUT")) {
                cache.put(Integer.parseInt(parts[1]), Integer.parseInt(parts[2]));
            }
        }
    }
}
`,
  },
  {
    name: 'java bfs grid',
    language: 'java',
    code: `import java.util.*;

public class Main {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        int rows = sc.nextInt(), cols = sc.nextInt();
        char[][] grid = new char[rows][];
        for (int i = 0; i < rows; i++) grid[i] = sc.next().toCharArray();
        int[][] dist = new int[rows][cols];
        for (int[] row : dist) Arrays.fill(row, -1);
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        queue.add(new int[]{0, 0});
        dist[0][0] = 0;
        int[][] moves = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        while (!queue.isEmpty()) {
            int[] cell = queue.poll();
            for (int[] m : moves) {
                int nr = cell[0] + m[0], nc = cell[1] + m[1];
                if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && grid[nr][nc] == '.' && dist[nr][nc] == -1) {
                    dist[nr][nc] = dist[cell[0]][cell[1]] + 1;
                    queue.add(new int[]{nr, nc});
                }
            }
        }
        System.out.println(dist[rows - 1][cols - 1]);
    }
}
`,
  },
  {
    name: 'java binary search',
    language: 'java',
    code: `import java.io.*;
import java.util.*;

public class Main {
    static int lowerBound(long[] values, long target) {
        int lo = 0, hi = values.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (values[mid] < target) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        long[] values = Arrays.stream(br.readLine().split(" ")).mapToLong(Long::parseLong).sorted().toArray();
        StringBuilder out = new StringBuilder();
        for (String q : br.readLine().split(" ")) {
            out.append(lowerBound(values, Long.parseLong(q))).append(' ');
        }
        System.out.println(out.toString().trim());
    }
}
`,
  },
  {
    name: 'java coin change dp',
    language: 'java',
    code: `import java.util.*;

public class Main {
    static int minCoins(int[] coins, int amount) {
        int[] best = new int[amount + 1];
        Arrays.fill(best, Integer.MAX_VALUE);
        best[0] = 0;
        for (int total = 1; total <= amount; total++) {
            for (int coin : coins) {
                if (coin <= total && best[total - coin] != Integer.MAX_VALUE) {
                    best[total] = Math.min(best[total], best[total - coin] + 1);
                }
            }
        }
        return best[amount] == Integer.MAX_VALUE ? -1 : best[amount];
    }

    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        int[] coins = Arrays.stream(sc.nextLine().trim().split("\\\\s+")).mapToInt(Integer::parseInt).toArray();
        int amount = Integer.parseInt(sc.nextLine().trim());
        System.out.println(minCoins(coins, amount));
    }
}
`,
  },
  {
    name: 'java parking lot',
    language: 'java',
    code: `import java.util.*;

class ParkingLot {
    private final TreeSet<Integer> free = new TreeSet<>();
    private final Map<String, Integer> parked = new HashMap<>();

    ParkingLot(int slots) {
        for (int i = 1; i <= slots; i++) free.add(i);
    }

    String park(String plate) {
        if (free.isEmpty()) return "FULL";
        int slot = free.pollFirst();
        parked.put(plate, slot);
        return "PARKED " + slot;
    }

    String leave(String plate) {
        Integer slot = parked.remove(plate);
        if (slot == null) return "NOT FOUND";
        free.add(slot);
        return "LEFT " + slot;
    }
}

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        ParkingLot lot = null;
        while (in.hasNext()) {
            String command = in.next();
            switch (command) {
                case "CREATE" -> { lot = new ParkingLot(in.nextInt()); System.out.println("OK"); }
                case "PARK" -> System.out.println(lot.park(in.next()));
                case "LEAVE" -> System.out.println(lot.leave(in.next()));
                default -> System.out.println("UNKNOWN");
            }
        }
    }
}
`,
  },
  {
    name: 'java permutations',
    language: 'java',
    code: `import java.util.*;

public class Main {
    static void permute(char[] chars, int index, TreeSet<String> out) {
        if (index == chars.length) {
            out.add(new String(chars));
            return;
        }
        for (int i = index; i < chars.length; i++) {
            char tmp = chars[index]; chars[index] = chars[i]; chars[i] = tmp;
            permute(chars, index + 1, out);
            tmp = chars[index]; chars[index] = chars[i]; chars[i] = tmp;
        }
    }

    public static void main(String[] args) {
        String word = new Scanner(System.in).next();
        TreeSet<String> result = new TreeSet<>();
        permute(word.toCharArray(), 0, result);
        result.forEach(System.out::println);
    }
}
`,
  },
  {
    name: 'java word frequency with streams',
    language: 'java',
    code: `import java.io.*;
import java.util.*;
import java.util.stream.*;

public class Main {
    public static void main(String[] args) throws IOException {
        String text = new String(System.in.readAllBytes()).toLowerCase();
        Map<String, Long> counts = Arrays.stream(text.split("\\\\s+"))
            .map(w -> w.replaceAll("[.,!?]", ""))
            .filter(w -> !w.isEmpty())
            .collect(Collectors.groupingBy(w -> w, Collectors.counting()));
        counts.entrySet().stream()
            .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
            .limit(10)
            .forEach(e -> System.out.println(e.getKey() + " " + e.getValue()));
    }
}
`,
  },
  {
    name: 'java interface and exception',
    language: 'java',
    code: `import java.util.*;

interface Shape {
    double area();
}

record Circle(double r) implements Shape {
    public double area() { return Math.PI * r * r; }
}

record Rect(double w, double h) implements Shape {
    public double area() { return w * h; }
}

public class Main {
    static Shape parse(String line) {
        String[] p = line.trim().split(" ");
        try {
            return switch (p[0]) {
                case "C" -> new Circle(Double.parseDouble(p[1]));
                case "R" -> new Rect(Double.parseDouble(p[1]), Double.parseDouble(p[2]));
                default -> throw new IllegalArgumentException("bad shape " + p[0]);
            };
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad number", e);
        }
    }

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        double total = 0;
        while (in.hasNextLine()) {
            String line = in.nextLine();
            if (!line.isBlank()) total += parse(line).area();
        }
        System.out.printf("%.2f%n", total);
    }
}
`,
  },
  // ---------------------------------------------------------------- cpp
  {
    name: 'cpp sum',
    language: 'cpp',
    code: `#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long total = 0;
    for (int i = 0; i < n; i++) {
        long long x;
        cin >> x;
        total += x;
    }
    cout << total << endl;
    return 0;
}
`,
  },
  {
    name: 'cpp two sum unordered_map',
    language: 'cpp',
    code: `#include <bits/stdc++.h>
using namespace std;

pair<int, int> twoSum(const vector<int>& nums, int target) {
    unordered_map<int, int> seen;
    for (int i = 0; i < (int)nums.size(); i++) {
        auto it = seen.find(target - nums[i]);
        if (it != seen.end()) return {it->second, i};
        seen[nums[i]] = i;
    }
    return {-1, -1};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, target;
    cin >> n >> target;
    vector<int> nums(n);
    for (auto& x : nums) cin >> x;
    auto [a, b] = twoSum(nums, target);
    cout << a << " " << b << "\\n";
}
`,
  },
  {
    name: 'cpp lru cache class',
    language: 'cpp',
    code: `#include <bits/stdc++.h>
using namespace std;

class LRUCache {
    int capacity;
    list<pair<int, int>> order;
    unordered_map<int, list<pair<int, int>>::iterator> where;

public:
    explicit LRUCache(int capacity) : capacity(capacity) {}

    int get(int key) {
        auto it = where.find(key);
        if (it == where.end()) return -1;
        order.splice(order.begin(), order, it->second);
        return it->second->second;
    }

    void put(int key, int value) {
        if (where.count(key)) order.erase(where[key]);
        order.push_front({key, value});
        where[key] = order.begin();
        if ((int)order.size() > capacity) {
            where.erase(order.back().first);
            order.pop_back();
        }
    }
};

int main() {
    int capacity;
    cin >> capacity;
    LRUCache cache(capacity);
    string op;
    while (cin >> op) {
        if (op == "GET") { int k; cin >> k; cout << cache.get(k) << '\\n'; }
        else { int k, v; cin >> k >> v; cache.put(k, v); }
    }
}
`,
  },
  {
    name: 'cpp bfs grid',
    language: 'cpp',
    code: `#include <bits/stdc++.h>
using namespace std;

int main() {
    int rows, cols;
    cin >> rows >> cols;
    vector<string> grid(rows);
    for (auto& row : grid) cin >> row;
    vector<vector<int>> dist(rows, vector<int>(cols, -1));
    queue<pair<int, int>> q;
    q.push({0, 0});
    dist[0][0] = 0;
    const int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
    while (!q.empty()) {
        auto [r, c] = q.front();
        q.pop();
        for (int k = 0; k < 4; k++) {
            int nr = r + dr[k], nc = c + dc[k];
            if (nr < 0 || nc < 0 || nr >= rows || nc >= cols) continue;
            if (grid[nr][nc] != '.' || dist[nr][nc] != -1) continue;
            dist[nr][nc] = dist[r][c] + 1;
            q.push({nr, nc});
        }
    }
    cout << dist[rows - 1][cols - 1] << endl;
}
`,
  },
  {
    name: 'cpp binary search lower_bound',
    language: 'cpp',
    code: `#include <algorithm>
#include <iostream>
#include <sstream>
#include <vector>

int main() {
    std::string line;
    std::getline(std::cin, line);
    std::istringstream first(line);
    std::vector<long long> values;
    for (long long v; first >> v;) values.push_back(v);
    std::sort(values.begin(), values.end());
    std::getline(std::cin, line);
    std::istringstream second(line);
    for (long long q; second >> q;) {
        std::cout << (std::lower_bound(values.begin(), values.end(), q) - values.begin()) << ' ';
    }
    std::cout << '\\n';
    return 0;
}
`,
  },
  {
    name: 'cpp coin change dp',
    language: 'cpp',
    code: `#include <bits/stdc++.h>
using namespace std;

int minCoins(const vector<int>& coins, int amount) {
    const int INF = INT_MAX / 2;
    vector<int> best(amount + 1, INF);
    best[0] = 0;
    for (int total = 1; total <= amount; ++total)
        for (int coin : coins)
            if (coin <= total) best[total] = min(best[total], best[total - coin] + 1);
    return best[amount] >= INF ? -1 : best[amount];
}

int main() {
    string line;
    getline(cin, line);
    stringstream ss(line);
    vector<int> coins;
    int c;
    while (ss >> c) coins.push_back(c);
    int amount;
    cin >> amount;
    cout << minCoins(coins, amount) << "\\n";
}
`,
  },
  {
    name: 'cpp parking lot struct',
    language: 'cpp',
    code: `#include <bits/stdc++.h>
using namespace std;

struct ParkingLot {
    set<int> free;
    map<string, int> parked;

    explicit ParkingLot(int slots) {
        for (int i = 1; i <= slots; i++) free.insert(i);
    }

    string park(const string& plate) {
        if (free.empty()) return "FULL";
        int slot = *free.begin();
        free.erase(free.begin());
        parked[plate] = slot;
        return "PARKED " + to_string(slot);
    }

    string leave(const string& plate) {
        auto it = parked.find(plate);
        if (it == parked.end()) return "NOT FOUND";
        int slot = it->second;
        parked.erase(it);
        free.insert(slot);
        return "LEFT " + to_string(slot);
    }
};

int main() {
    unique_ptr<ParkingLot> lot;
    string command, arg;
    while (cin >> command >> arg) {
        if (command == "CREATE") { lot = make_unique<ParkingLot>(stoi(arg)); cout << "OK\\n"; }
        else if (command == "PARK") cout << lot->park(arg) << "\\n";
        else if (command == "LEAVE") cout << lot->leave(arg) << "\\n";
    }
}
`,
  },
  {
    name: 'cpp permutations next_permutation',
    language: 'cpp',
    code: `#include <bits/stdc++.h>
using namespace std;

int main() {
    string word;
    cin >> word;
    sort(word.begin(), word.end());
    do {
        cout << word << '\\n';
    } while (next_permutation(word.begin(), word.end()));
    return 0;
}
`,
  },
  {
    name: 'cpp word frequency',
    language: 'cpp',
    code: `#include <bits/stdc++.h>
using namespace std;

int main() {
    map<string, int> counts;
    string word;
    while (cin >> word) {
        string clean;
        for (char ch : word) if (isalnum((unsigned char)ch)) clean += (char)tolower(ch);
        if (!clean.empty()) counts[clean]++;
    }
    vector<pair<string, int>> items(counts.begin(), counts.end());
    sort(items.begin(), items.end(), [](const auto& a, const auto& b) {
        return a.second != b.second ? a.second > b.second : a.first < b.first;
    });
    for (size_t i = 0; i < items.size() && i < 10; i++) cout << items[i].first << ' ' << items[i].second << '\\n';
}
`,
  },
  {
    name: 'cpp template stack with exception',
    language: 'cpp',
    code: `#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

template <typename T>
class Stack {
    std::vector<T> items;

public:
    void push(const T& item) { items.push_back(item); }
    T pop() {
        if (items.empty()) throw std::runtime_error("EMPTY");
        T top = items.back();
        items.pop_back();
        return top;
    }
    bool empty() const { return items.empty(); }
};

int main() {
    std::string expr;
    std::getline(std::cin, expr);
    Stack<char> stack;
    bool ok = true;
    try {
        for (char ch : expr) {
            if (ch == '(') stack.push(ch);
            else if (ch == ')') stack.pop();
        }
    } catch (const std::runtime_error&) {
        ok = false;
    }
    std::cout << (ok && stack.empty() ? "YES" : "NO") << std::endl;
}
`,
  },
  // ---------------------------------------------------------------- go
  {
    name: 'go sum with bufio',
    language: 'go',
    code: `package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	reader := bufio.NewReader(os.Stdin)
	var n int
	fmt.Fscan(reader, &n)
	total := 0
	for i := 0; i < n; i++ {
		var x int
		fmt.Fscan(reader, &x)
		total += x
	}
	fmt.Println(total)
}
`,
  },
  {
    name: 'go two sum map',
    language: 'go',
    code: `package main

import "fmt"

func twoSum(nums []int, target int) (int, int) {
	seen := make(map[int]int)
	for i, v := range nums {
		if j, ok := seen[target-v]; ok {
			return j, i
		}
		seen[v] = i
	}
	return -1, -1
}

func main() {
	var n, target int
	fmt.Scan(&n, &target)
	nums := make([]int, n)
	for i := range nums {
		fmt.Scan(&nums[i])
	}
	a, b := twoSum(nums, target)
	fmt.Println(a, b)
}
`,
  },
  {
    name: 'go lru cache with container/list',
    language: 'go',
    code: `package main

import (
	"bufio"
	"container/list"
	"fmt"
	"os"
)

type entry struct{ key, value int }

type LRUCache struct {
	capacity int
	order    *list.List
	items    map[int]*list.Element
}

func NewLRUCache(capacity int) *LRUCache {
	return &LRUCache{capacity: capacity, order: list.New(), items: map[int]*list.Element{}}
}

func (c *LRUCache) Get(key int) int {
	if el, ok := c.items[key]; ok {
		c.order.MoveToFront(el)
		return el.Value.(*entry).value
	}
	return -1
}

func (c *LRUCache) Put(key, value int) {
	if el, ok := c.items[key]; ok {
		c.order.Remove(el)
	}
	c.items[key] = c.order.PushFront(&entry{key, value})
	if c.order.Len() > c.capacity {
		last := c.order.Back()
		c.order.Remove(last)
		delete(c.items, last.Value.(*entry).key)
	}
}

func main() {
	in := bufio.NewReader(os.Stdin)
	var capacity int
	fmt.Fscan(in, &capacity)
	cache := NewLRUCache(capacity)
	var op string
	for {
		if _, err := fmt.Fscan(in, &op); err != nil {
			break
		}
		if op == "GET" {
			var k int
			fmt.Fscan(in, &k)
			fmt.Println(cache.Get(k))
		} else {
			var k, v int
			fmt.Fscan(in, &k, &v)
			cache.Put(k, v)
		}
	}
}
`,
  },
  {
    name: 'go bfs grid',
    language: 'go',
    code: `package main

import "fmt"

func main() {
	var rows, cols int
	fmt.Scan(&rows, &cols)
	grid := make([]string, rows)
	for i := range grid {
		fmt.Scan(&grid[i])
	}
	dist := make([][]int, rows)
	for i := range dist {
		dist[i] = make([]int, cols)
		for j := range dist[i] {
			dist[i][j] = -1
		}
	}
	queue := [][2]int{{0, 0}}
	dist[0][0] = 0
	moves := [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	for len(queue) > 0 {
		cell := queue[0]
		queue = queue[1:]
		for _, m := range moves {
			nr, nc := cell[0]+m[0], cell[1]+m[1]
			if nr < 0 || nc < 0 || nr >= rows || nc >= cols || grid[nr][nc] != '.' || dist[nr][nc] != -1 {
				continue
			}
			dist[nr][nc] = dist[cell[0]][cell[1]] + 1
			queue = append(queue, [2]int{nr, nc})
		}
	}
	fmt.Println(dist[rows-1][cols-1])
}
`,
  },
  {
    name: 'go binary search sort.Search',
    language: 'go',
    code: `package main

import (
	"bufio"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
)

func main() {
	scanner := bufio.NewScanner(os.Stdin)
	scanner.Buffer(make([]byte, 1024*1024), 1024*1024)
	scanner.Scan()
	var values []int
	for _, field := range strings.Fields(scanner.Text()) {
		v, _ := strconv.Atoi(field)
		values = append(values, v)
	}
	sort.Ints(values)
	scanner.Scan()
	var out []string
	for _, field := range strings.Fields(scanner.Text()) {
		q, _ := strconv.Atoi(field)
		idx := sort.Search(len(values), func(i int) bool { return values[i] >= q })
		out = append(out, strconv.Itoa(idx))
	}
	fmt.Println(strings.Join(out, " "))
}
`,
  },
  {
    name: 'go coin change dp',
    language: 'go',
    code: `package main

import (
	"bufio"
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
)

func minCoins(coins []int, amount int) int {
	best := make([]int, amount+1)
	for i := 1; i <= amount; i++ {
		best[i] = math.MaxInt32
		for _, c := range coins {
			if c <= i && best[i-c]+1 < best[i] {
				best[i] = best[i-c] + 1
			}
		}
	}
	if best[amount] == math.MaxInt32 {
		return -1
	}
	return best[amount]
}

func main() {
	reader := bufio.NewReader(os.Stdin)
	line, _ := reader.ReadString('\\n')
	var coins []int
	for _, f := range strings.Fields(line) {
		c, _ := strconv.Atoi(f)
		coins = append(coins, c)
	}
	var amount int
	fmt.Fscan(reader, &amount)
	fmt.Println(minCoins(coins, amount))
}
`,
  },
  {
    name: 'go parking lot struct methods',
    language: 'go',
    code: `package main

import (
	"bufio"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
)

type ParkingLot struct {
	free   []int
	parked map[string]int
}

func NewParkingLot(slots int) *ParkingLot {
	lot := &ParkingLot{parked: map[string]int{}}
	for i := 1; i <= slots; i++ {
		lot.free = append(lot.free, i)
	}
	return lot
}

func (p *ParkingLot) Park(plate string) string {
	if len(p.free) == 0 {
		return "FULL"
	}
	slot := p.free[0]
	p.free = p.free[1:]
	p.parked[plate] = slot
	return fmt.Sprintf("PARKED %d", slot)
}

func (p *ParkingLot) Leave(plate string) string {
	slot, ok := p.parked[plate]
	if !ok {
		return "NOT FOUND"
	}
	delete(p.parked, plate)
	p.free = append(p.free, slot)
	sort.Ints(p.free)
	return fmt.Sprintf("LEFT %d", slot)
}

func main() {
	scanner := bufio.NewScanner(os.Stdin)
	var lot *ParkingLot
	for scanner.Scan() {
		parts := strings.Fields(scanner.Text())
		if len(parts) < 2 {
			continue
		}
		switch parts[0] {
		case "CREATE":
			n, _ := strconv.Atoi(parts[1])
			lot = NewParkingLot(n)
			fmt.Println("OK")
		case "PARK":
			fmt.Println(lot.Park(parts[1]))
		case "LEAVE":
			fmt.Println(lot.Leave(parts[1]))
		}
	}
}
`,
  },
  {
    name: 'go permutations recursion',
    language: 'go',
    code: `package main

import (
	"fmt"
	"sort"
)

func permute(prefix string, rest []rune, out map[string]bool) {
	if len(rest) == 0 {
		out[prefix] = true
		return
	}
	for i := range rest {
		next := append([]rune{}, rest[:i]...)
		next = append(next, rest[i+1:]...)
		permute(prefix+string(rest[i]), next, out)
	}
}

func main() {
	var word string
	fmt.Scan(&word)
	seen := map[string]bool{}
	permute("", []rune(word), seen)
	keys := make([]string, 0, len(seen))
	for k := range seen {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Println(k)
	}
}
`,
  },
  {
    name: 'go word frequency',
    language: 'go',
    code: `package main

import (
	"bufio"
	"fmt"
	"os"
	"sort"
	"strings"
)

func main() {
	counts := map[string]int{}
	scanner := bufio.NewScanner(os.Stdin)
	scanner.Split(bufio.ScanWords)
	for scanner.Scan() {
		word := strings.ToLower(strings.Trim(scanner.Text(), ".,!?"))
		if word != "" {
			counts[word]++
		}
	}
	type pair struct {
		word  string
		count int
	}
	var items []pair
	for w, c := range counts {
		items = append(items, pair{w, c})
	}
	sort.Slice(items, func(i, j int) bool {
		if items[i].count != items[j].count {
			return items[i].count > items[j].count
		}
		return items[i].word < items[j].word
	})
	for i := 0; i < len(items) && i < 10; i++ {
		fmt.Println(items[i].word, items[i].count)
	}
}
`,
  },
  {
    name: 'go interface and errors',
    language: 'go',
    code: `package main

import (
	"bufio"
	"errors"
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
)

type Shape interface {
	Area() float64
}

type Circle struct{ R float64 }
type Rect struct{ W, H float64 }

func (c Circle) Area() float64 { return math.Pi * c.R * c.R }
func (r Rect) Area() float64   { return r.W * r.H }

var errBadShape = errors.New("bad shape")

func parse(line string) (Shape, error) {
	parts := strings.Fields(line)
	if len(parts) < 2 {
		return nil, errBadShape
	}
	a, err := strconv.ParseFloat(parts[1], 64)
	if err != nil {
		return nil, fmt.Errorf("bad number: %w", err)
	}
	switch parts[0] {
	case "C":
		return Circle{a}, nil
	case "R":
		b, err := strconv.ParseFloat(parts[2], 64)
		if err != nil {
			return nil, err
		}
		return Rect{a, b}, nil
	}
	return nil, errBadShape
}

func main() {
	total := 0.0
	scanner := bufio.NewScanner(os.Stdin)
	for scanner.Scan() {
		shape, err := parse(scanner.Text())
		if err != nil {
			fmt.Println(err)
			continue
		}
		total += shape.Area()
	}
	fmt.Printf("%.2f\\n", total)
}
`,
  },
];
