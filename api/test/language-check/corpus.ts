import type { SupportedLanguage } from '../../src/evaluator/tree-sitter.ts';
import { VALID_SNIPPETS, type ValidSnippet } from './corpus-valid.ts';

export { VALID_SNIPPETS };

export interface SlippedSnippet extends ValidSnippet {
  slip: string;
}

interface Slip {
  base: string;
  find: string;
  replace: string;
  slip: string;
}

// One syntax slip each, of the kinds learners make: a missing bracket, colon or semicolon, a typo.
const SLIPS: readonly Slip[] = [
  { base: 'py sum of numbers', find: 'def main():', replace: 'def main()', slip: 'missing colon' },
  {
    base: 'py two sum',
    find: 'print(seen[target - value], i)',
    replace: 'print(seen[target - value], i',
    slip: 'missing parenthesis',
  },
  {
    base: 'py lru cache class',
    find: 'self.items = OrderedDict()',
    replace: 'self.items = OrderedDict(',
    slip: 'unclosed call',
  },
  { base: 'py bfs grid', find: 'while queue:', replace: 'while queue', slip: 'missing colon' },
  {
    base: 'py binary search',
    find: 'mid = (lo + hi) // 2',
    replace: 'mid = (lo + hi // 2',
    slip: 'missing parenthesis',
  },
  {
    base: 'py coin change dp',
    find: 'for coin in coins:',
    replace: 'for coin in coins',
    slip: 'missing colon',
  },
  {
    base: 'py parking lot commands',
    find: 'return f"PARKED {slot}"',
    replace: 'retrun f"PARKED {slot}"',
    slip: 'keyword typo',
  },
  {
    base: 'py permutations recursion',
    find: 'if len(items) <= 1:',
    replace: 'if len(items) <= 1',
    slip: 'missing colon',
  },

  {
    base: 'js sum of numbers',
    find: '  total += input[i];\n}',
    replace: '  total += input[i];\n',
    slip: 'missing brace',
  },
  {
    base: 'js two sum readline',
    find: 'const seen = new Map();',
    replace: 'const seen = new Map(;',
    slip: 'missing parenthesis',
  },
  { base: 'js lru cache class', find: '  get(key) {', replace: '  get(key) ', slip: 'missing brace' },
  {
    base: 'js bfs grid',
    find: 'queue.push([nr, nc]);',
    replace: 'queue.push([nr, nc);',
    slip: 'missing bracket',
  },
  {
    base: 'js binary search',
    find: 'function lowerBound(values, target) {',
    replace: 'function lowerBound(values, target {',
    slip: 'missing parenthesis',
  },
  {
    base: 'js coin change dp',
    find: 'for (const coin of coins) {',
    replace: 'for (const coin of coins {',
    slip: 'missing parenthesis',
  },
  {
    base: 'js parking lot commands',
    find: "if (this.free.length === 0) return 'FULL';",
    replace: "if (this.free.length === 0 return 'FULL';",
    slip: 'missing parenthesis',
  },
  {
    base: 'js word frequency',
    find: 'for (const raw of text.split(/\\s+/)) {',
    replace: 'for (const raw of text.split(/\\s+/) {',
    slip: 'missing parenthesis',
  },

  {
    base: 'ts sum of numbers',
    find: 'let total = 0;',
    replace: 'let total: = 0;',
    slip: 'empty type annotation',
  },
  {
    base: 'ts two sum',
    find: '): [number, number] {',
    replace: '): [number, number {',
    slip: 'missing bracket',
  },
  {
    base: 'ts lru cache class',
    find: 'constructor(private readonly capacity: number) {}',
    replace: 'constructor(private readonly capacity: number {}',
    slip: 'missing parenthesis',
  },
  {
    base: 'ts bfs grid with tuple type',
    find: 'type Cell = [number, number];',
    replace: 'type Cell = [number, number;',
    slip: 'missing bracket',
  },
  {
    base: 'ts binary search generic',
    find: 'while (lo < hi) {',
    replace: 'while (lo < hi {',
    slip: 'missing parenthesis',
  },
  {
    base: 'ts parking lot with interface',
    find: 'interface Ticket {',
    replace: 'interface Ticket ',
    slip: 'missing brace',
  },
  {
    base: 'ts enum and switch',
    find: "  Count = 'COUNT',\n}",
    replace: "  Count = 'COUNT',\n",
    slip: 'missing brace',
  },
  {
    base: 'ts stack with generics and error',
    find: 'private items: T[] = [];',
    replace: 'private items: T[ = [];',
    slip: 'missing bracket',
  },

  {
    base: 'java sum with scanner',
    find: 'total += sc.nextLong();',
    replace: 'total += sc.nextLong()',
    slip: 'missing semicolon',
  },
  {
    base: 'java two sum hashmap',
    find: 'seen.put(nums[i], i);',
    replace: 'seen.put(nums[i], i;',
    slip: 'missing parenthesis',
  },
  {
    base: 'java lru cache',
    find: 'super(16, 0.75f, true);',
    replace: 'super(16, 0.75f, true)',
    slip: 'missing semicolon',
  },
  {
    base: 'java bfs grid',
    find: 'for (int[] row : dist) Arrays.fill(row, -1);',
    replace: 'for (int[] row : dist Arrays.fill(row, -1);',
    slip: 'missing parenthesis',
  },
  {
    base: 'java binary search',
    find: '        return lo;\n    }',
    replace: '        return lo;\n',
    slip: 'missing brace',
  },
  {
    base: 'java coin change dp',
    find: 'public static void main(String[] args) {',
    replace: 'public static void main(String[] args {',
    slip: 'missing parenthesis',
  },
  {
    base: 'java parking lot',
    find: 'return "PARKED " + slot;',
    replace: 'retrun "PARKED " + slot;',
    slip: 'keyword typo',
  },
  {
    base: 'java permutations',
    find: 'out.add(new String(chars));',
    replace: 'out.add(new String(chars);',
    slip: 'missing parenthesis',
  },

  { base: 'cpp sum', find: 'cin >> x;', replace: 'cin >> x', slip: 'missing semicolon' },
  {
    base: 'cpp two sum unordered_map',
    find: 'for (auto& x : nums) cin >> x;',
    replace: 'for (auto& x : nums cin >> x;',
    slip: 'missing parenthesis',
  },
  {
    base: 'cpp lru cache class',
    find: '};\n\nint main() {',
    replace: '}\n\nint main() {',
    slip: 'missing semicolon after class',
  },
  { base: 'cpp bfs grid', find: 'q.pop();', replace: 'q.pop()', slip: 'missing semicolon' },
  {
    base: 'cpp binary search lower_bound',
    find: 'std::sort(values.begin(), values.end());',
    replace: 'std::sort(values.begin(), values.end();',
    slip: 'missing parenthesis',
  },
  {
    base: 'cpp coin change dp',
    find: '    int amount;\n',
    replace: '    int amount\n',
    slip: 'missing semicolon',
  },
  {
    base: 'cpp parking lot struct',
    find: 'if (free.empty()) return "FULL";',
    replace: 'if (free.empty() return "FULL";',
    slip: 'missing parenthesis',
  },
  {
    base: 'cpp word frequency',
    find: 'while (cin >> word) {',
    replace: 'while (cin >> word {',
    slip: 'missing parenthesis',
  },

  {
    base: 'go sum with bufio',
    find: '\t\ttotal += x\n\t}',
    replace: '\t\ttotal += x\n',
    slip: 'missing brace',
  },
  {
    base: 'go two sum map',
    find: 'seen := make(map[int]int)',
    replace: 'seen := make(map[int]int',
    slip: 'missing parenthesis',
  },
  {
    base: 'go lru cache with container/list',
    find: 'func (c *LRUCache) Get(key int) int {',
    replace: 'func (c *LRUCache) Get(key int) int',
    slip: 'missing brace',
  },
  {
    base: 'go bfs grid',
    find: 'queue = append(queue, [2]int{nr, nc})',
    replace: 'queue = append(queue, [2]int{nr, nc)',
    slip: 'missing brace',
  },
  {
    base: 'go binary search sort.Search',
    find: 'sort.Ints(values)',
    replace: 'sort.Ints(values',
    slip: 'missing parenthesis',
  },
  {
    base: 'go coin change dp',
    find: 'for _, c := range coins {',
    replace: 'for _, c := range coins',
    slip: 'missing brace',
  },
  {
    base: 'go parking lot struct methods',
    find: 'return fmt.Sprintf("PARKED %d", slot)',
    replace: 'retrun fmt.Sprintf("PARKED %d", slot)',
    slip: 'keyword typo',
  },
  { base: 'go word frequency', find: 'if word != "" {', replace: 'if word != "" ', slip: 'missing brace' },
];

function applySlip({ base, find, replace, slip }: Slip): SlippedSnippet {
  const original = VALID_SNIPPETS.find((snippet) => snippet.name === base);
  if (!original) throw new Error(`no valid snippet named ${base}`);
  if (!original.code.includes(find)) throw new Error(`${base} does not contain ${JSON.stringify(find)}`);
  return {
    name: `${base} (${slip})`,
    language: original.language,
    code: original.code.replace(find, replace),
    slip,
  };
}

export const SLIPPED_SNIPPETS: SlippedSnippet[] = SLIPS.map(applySlip);

export interface ForeignSnippet {
  name: string;
  /** What the text really is; none of the six supported languages. */
  kind: string;
  code: string;
}

// Text that is in none of the six languages: every check against them must fail.
export const FOREIGN_SNIPPETS: ForeignSnippet[] = [
  {
    name: 'prose answer',
    kind: 'prose',
    code: `I would use a hash map to store each number and its index. Then for every element I check whether the
complement (target minus the element) is already in the map. If it is, we return both indices, otherwise we
insert the element. This runs in O(n) time and O(n) space.`,
  },
  {
    name: 'pasted problem statement',
    kind: 'prose',
    code: `Given an array of integers nums and an integer target, return indices of the two numbers such that they
add up to target. You may assume that each input would have exactly one solution.

Example 1:
Input: nums = [2,7,11,15], target = 9
Output: [0,1]`,
  },
  {
    name: 'rust two sum',
    kind: 'rust',
    code: `use std::collections::HashMap;
use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let nums: Vec<i64> = input.split_whitespace().map(|x| x.parse().unwrap()).collect();
    let target = nums[0];
    let mut seen: HashMap<i64, usize> = HashMap::new();
    for (i, &v) in nums[1..].iter().enumerate() {
        if let Some(&j) = seen.get(&(target - v)) {
            println!("{} {}", j, i);
            return;
        }
        seen.insert(v, i);
    }
    println!("-1 -1");
}
`,
  },
  {
    name: 'ruby word count',
    kind: 'ruby',
    code: `counts = Hash.new(0)
STDIN.read.downcase.split.each do |word|
  word = word.gsub(/[.,!?]/, '')
  counts[word] += 1 unless word.empty?
end
counts.sort_by { |w, c| [-c, w] }.first(10).each do |w, c|
  puts "#{w} #{c}"
end
`,
  },
  {
    name: 'csharp sum',
    kind: 'csharp',
    code: `using System;
using System.Linq;

class Program
{
    static void Main(string[] args)
    {
        var numbers = Console.ReadLine().Split(' ').Select(int.Parse).ToList();
        Console.WriteLine(numbers.Sum());
    }
}
`,
  },
  {
    name: 'php binary search',
    kind: 'php',
    code: `<?php
function lowerBound(array $values, int $target): int {
    $lo = 0;
    $hi = count($values);
    while ($lo < $hi) {
        $mid = intdiv($lo + $hi, 2);
        if ($values[$mid] < $target) { $lo = $mid + 1; } else { $hi = $mid; }
    }
    return $lo;
}
$values = array_map('intval', explode(' ', trim(fgets(STDIN))));
sort($values);
echo lowerBound($values, (int) trim(fgets(STDIN))) . PHP_EOL;
`,
  },
  {
    name: 'kotlin coin change',
    kind: 'kotlin',
    code: `fun minCoins(coins: List<Int>, amount: Int): Int {
    val best = IntArray(amount + 1) { Int.MAX_VALUE }
    best[0] = 0
    for (total in 1..amount) {
        for (coin in coins) {
            if (coin <= total && best[total - coin] != Int.MAX_VALUE) {
                best[total] = minOf(best[total], best[total - coin] + 1)
            }
        }
    }
    return if (best[amount] == Int.MAX_VALUE) -1 else best[amount]
}

fun main() {
    val coins = readLine()!!.trim().split(" ").map { it.toInt() }
    val amount = readLine()!!.trim().toInt()
    println(minCoins(coins, amount))
}
`,
  },
  {
    name: 'sql query',
    kind: 'sql',
    code: `SELECT department, COUNT(*) AS employees, AVG(salary) AS average_salary
FROM employees
WHERE hired_at >= '2024-01-01'
GROUP BY department
HAVING COUNT(*) > 5
ORDER BY average_salary DESC;
`,
  },
  {
    name: 'bash script',
    kind: 'bash',
    code: `#!/bin/bash
read -r n
total=0
for ((i = 0; i < n; i++)); do
  read -r x
  total=$((total + x))
done
echo "$total"
`,
  },
  {
    name: 'json test data',
    kind: 'json',
    code: `{
  "input": "5 9\\n2 7 11 15 3",
  "output": "0 1",
  "sample": true
}
`,
  },
  {
    name: 'markdown notes',
    kind: 'markdown',
    code: `# Approach

- Sort the array first
- Use **two pointers**: one at the start, one at the end
- Move the pointer depending on the sum

## Complexity
Time: O(n log n), space: O(1)
`,
  },
  {
    name: 'pseudocode',
    kind: 'pseudocode',
    code: `PROCEDURE BinarySearch(A, target)
    low <- 0
    high <- LENGTH(A) - 1
    WHILE low <= high DO
        mid <- (low + high) DIV 2
        IF A[mid] = target THEN RETURN mid
        ELSE IF A[mid] < target THEN low <- mid + 1
        ELSE high <- mid - 1
    END WHILE
    RETURN -1
END PROCEDURE
`,
  },
  {
    name: 'html page',
    kind: 'html',
    code: `<!DOCTYPE html>
<html>
  <head><title>Counter</title></head>
  <body>
    <button id="increment">+1</button>
    <p>Count: <span id="count">0</span></p>
  </body>
</html>
`,
  },
  {
    name: 'swift stack',
    kind: 'swift',
    code: `struct Stack<Element> {
    private var items: [Element] = []

    mutating func push(_ item: Element) {
        items.append(item)
    }

    mutating func pop() -> Element? {
        return items.popLast()
    }
}

var stack = Stack<Int>()
while let line = readLine() {
    if let value = Int(line) {
        stack.push(value)
    }
}
print(stack.pop() ?? -1)
`,
  },
];

export interface LabelledCheck {
  name: string;
  code: string;
  language: SupportedLanguage;
  /** Whether the check should pass: the code is (or is valid code of) the chosen language. */
  shouldPass: boolean;
  group: 'valid' | 'slipped' | 'wrong language' | 'not code';
}

const LANGUAGES: readonly SupportedLanguage[] = ['python', 'javascript', 'typescript', 'java', 'cpp', 'go'];

// JavaScript is valid TypeScript: submitting it as TypeScript runs as written, so it must pass.
function isAlsoValidIn(written: SupportedLanguage, chosen: SupportedLanguage): boolean {
  return written === chosen || (written === 'javascript' && chosen === 'typescript');
}

/** Every snippet against every language, labelled with the expected verdict. */
export function labelledChecks(): LabelledCheck[] {
  const checks: LabelledCheck[] = [];
  for (const snippet of VALID_SNIPPETS) {
    for (const language of LANGUAGES) {
      const shouldPass = isAlsoValidIn(snippet.language, language);
      checks.push({
        name: `${snippet.name} as ${language}`,
        code: snippet.code,
        language,
        shouldPass,
        group: shouldPass ? 'valid' : 'wrong language',
      });
    }
  }
  for (const snippet of SLIPPED_SNIPPETS) {
    for (const language of LANGUAGES) {
      const shouldPass = isAlsoValidIn(snippet.language, language);
      checks.push({
        name: `${snippet.name} as ${language}`,
        code: snippet.code,
        language,
        shouldPass,
        group: shouldPass ? 'slipped' : 'wrong language',
      });
    }
  }
  for (const snippet of FOREIGN_SNIPPETS) {
    for (const language of LANGUAGES) {
      checks.push({
        name: `${snippet.name} as ${language}`,
        code: snippet.code,
        language,
        shouldPass: false,
        group: 'not code',
      });
    }
  }
  return checks;
}
