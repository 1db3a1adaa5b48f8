import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { collectCodeMetrics } from '../../src/evaluator/ratings/code-metrics.js';
import { rateExtensibility } from '../../src/evaluator/ratings/rate-extensibility.js';
import { rateReadability } from '../../src/evaluator/ratings/rate-readability.js';
import type { SupportedLanguage } from '../../src/evaluator/types.js';

async function rate(language: SupportedLanguage, code: string) {
  const metrics = await collectCodeMetrics(language, code);
  return { metrics, readability: rateReadability(metrics), extensibility: rateExtensibility(metrics) };
}

// Issue 26 item 4: the language's own idioms cost nothing.
describe('no penalty for the idioms of a language', () => {
  test('a C++ signature with several parameters is one line, not statements crowding it', async () => {
    const oneLine = `#include <vector>
long long countPairs(const std::vector<long long>& values, long long target, int from, int to) {
    long long pairs = 0;
    for (int left = from; left < to; ++left) {
        for (int right = left + 1; right < to; ++right) {
            if (values[left] + values[right] == target) ++pairs;
        }
    }
    return pairs;
}
`;
    const wrapped = oneLine.replace(
      ', long long target, int from, int to)',
      ',\n    long long target, int from, int to)',
    );
    const [flat, split] = await Promise.all([rate('cpp', oneLine), rate('cpp', wrapped)]);
    assert.deepEqual(flat.metrics.crowdedLines, []);
    assert.doesNotMatch(flat.readability.notes, /share a line/);
    assert.equal(flat.readability.rating, split.readability.rating);
  });

  test('Go for headers, if initializers and method signatures are not crowded lines', async () => {
    const code = `package main

import "fmt"

// Limiter counts requests per key.
type Limiter struct{ counts map[string]int }

// Allow records one request and says whether it is within the limit.
func (l *Limiter) Allow(key string, limit int, window int) bool {
	if count, seen := l.counts[key]; seen && count >= limit {
		return false
	}
	l.counts[key]++
	return true
}

func main() {
	limiter := &Limiter{counts: map[string]int{}}
	for i := 0; i < 5; i++ {
		fmt.Println(limiter.Allow("a", 3, 60))
	}
}
`;
    const { metrics, readability } = await rate('go', code);
    assert.deepEqual(metrics.crowdedLines, []);
    assert.doesNotMatch(readability.notes, /share a line/);
  });

  test('unordered_map and static_cast are the library’s names, not the learner’s snake_case', async () => {
    const code = `#include <bits/stdc++.h>
using namespace std;

int countDistinct(const vector<int>& values) {
    unordered_map<int, int> seenCount;
    for (int value : values) seenCount[value]++;
    return static_cast<int>(seenCount.size());
}

int main() {
    int itemCount;
    cin >> itemCount;
    vector<int> values(itemCount);
    for (int& value : values) cin >> value;
    cout << countDistinct(values) << "\\n";
    return 0;
}
`;
    const { metrics, readability } = await rate('cpp', code);
    const names = metrics.declaredNames.map(({ name }) => name);
    assert.ok(!names.includes('unordered_map') && !names.includes('static_cast'), names.join(', '));
    assert.doesNotMatch(readability.notes, /snake_case/);
  });

  test('a Python docstring counts as a comment', async () => {
    const body = Array.from(
      { length: 32 },
      (_, index) => `    total += values[${index % 3}] * ${index % 2}`,
    ).join('\n');
    const code = `def weighted_total(values):\n    """Adds the readings, each weighted by its slot."""\n    total = 0\n${body}\n    return total\n`;
    const { metrics, readability } = await rate('python', code);
    assert.ok(metrics.codeLines > 30);
    assert.ok(metrics.commentLines >= 1);
    assert.doesNotMatch(readability.notes, /There are no comments/);
  });

  test('a Go package-level table filled by its literal and never written is not global mutable state', async () => {
    const code = `package main

import "fmt"

var sizeByName = map[string]int{"SMALL": 1, "MEDIUM": 2, "LARGE": 3}
var seenPlates = map[string]bool{}

func main() {
	var name string
	fmt.Scan(&name)
	seenPlates[name] = true
	fmt.Println(sizeByName[name], len(seenPlates))
}
`;
    const { metrics } = await rate('go', code);
    assert.deepEqual(
      metrics.globalMutables.map(({ name }) => name),
      ['seenPlates'],
    );
  });

  test('idiomatic Go receivers (l, s) are not cryptic names', async () => {
    const code = `package main

import "fmt"

type Ledger struct{ balances map[string]int }
type Stack struct{ items []int }

func (l *Ledger) Credit(account string, amount int) { l.balances[account] += amount }
func (s *Stack) Push(item int)                      { s.items = append(s.items, item) }

func main() {
	ledger := &Ledger{balances: map[string]int{}}
	ledger.Credit("alice", 5)
	stack := &Stack{}
	stack.Push(3)
	fmt.Println(ledger.balances["alice"], len(stack.items))
}
`;
    const { readability } = await rate('go', code);
    assert.doesNotMatch(readability.notes, /Use descriptive names/);
  });
});

// Issue 26 item 3: where the code lives, not what it is called, decides.
describe('ratings follow structure, never names', () => {
  const pythonBody = `    data = sys.stdin.read().split()
    count = int(data[0])
    values = [int(token) for token in data[1:1 + count]]
    seen = {}
    pairs = 0
    for value in values:
        pairs += seen.get(value, 0)
        seen[value] = seen.get(value, 0) + 1
    print(pairs)
`;

  test('one Python function holding everything rates the same whether called main, f, solve or a method', async () => {
    const variants = [
      `import sys\n\n\ndef main():\n${pythonBody}\n\nmain()\n`,
      `import sys\n\n\ndef f():\n${pythonBody}\n\nf()\n`,
      `import sys\n\n\ndef solve():\n${pythonBody}\n\nif __name__ == "__main__":\n    solve()\n`,
      `import sys\n\n\nclass Solution:\n    def run(self):\n${pythonBody.replace(/^/gm, '    ')}\n\nSolution().run()\n`,
    ];
    const rated = await Promise.all(variants.map((code) => rate('python', code)));
    for (const key of ['readability', 'extensibility'] as const) {
      const ratings = rated.map((result) => result[key].rating);
      assert.ok(Math.max(...ratings) - Math.min(...ratings) <= 0.25, `${key}: ${ratings.join(', ')}`);
    }
    assert.match(rated[1]!.extensibility.notes, /All the logic sits in one function, `f`/);
  });

  test('moving a C++ main body into f() called from main changes nothing', async () => {
    const body = `    long long count;
    std::cin >> count;
    std::map<long long, long long> seen;
    long long pairs = 0;
    for (long long index = 0; index < count; ++index) {
        long long value;
        std::cin >> value;
        pairs += seen[value]++;
    }
    std::cout << pairs << "\\n";
`;
    const inMain = `#include <iostream>\n#include <map>\n\nint main() {\n${body}    return 0;\n}\n`;
    const inF = `#include <iostream>\n#include <map>\n\nvoid f() {\n${body}}\n\nint main() {\n    f();\n    return 0;\n}\n`;
    const [main, moved] = await Promise.all([rate('cpp', inMain), rate('cpp', inF)]);
    assert.ok(Math.abs(main.extensibility.rating - moved.extensibility.rating) <= 0.25);
    assert.ok(Math.abs(main.readability.rating - moved.readability.rating) <= 0.25);
  });

  test('the same one-function structure lands within 1 point in all six languages', async () => {
    const programs: Record<SupportedLanguage, string> = {
      python: `import sys\n\n\ndef main():\n${pythonBody}\n\nmain()\n`,
      javascript: `const data = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean);

function main() {
  const count = Number(data[0]);
  const seen = new Map();
  let pairs = 0;
  for (let index = 1; index <= count; index++) {
    const value = data[index];
    pairs += seen.get(value) ?? 0;
    seen.set(value, (seen.get(value) ?? 0) + 1);
  }
  console.log(pairs);
}

main();
`,
      typescript: `import { readFileSync } from 'fs';

function main(): void {
  const data = readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean);
  const count = Number(data[0]);
  const seen = new Map<string, number>();
  let pairs = 0;
  for (let index = 1; index <= count; index++) {
    const value = data[index]!;
    pairs += seen.get(value) ?? 0;
    seen.set(value, (seen.get(value) ?? 0) + 1);
  }
  console.log(pairs);
}

main();
`,
      cpp: `#include <iostream>
#include <map>

int main() {
    long long count;
    std::cin >> count;
    std::map<long long, long long> seen;
    long long pairs = 0;
    for (long long index = 0; index < count; ++index) {
        long long value;
        std::cin >> value;
        pairs += seen[value]++;
    }
    std::cout << pairs << "\\n";
    return 0;
}
`,
      java: `import java.util.HashMap;
import java.util.Map;
import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner scanner = new Scanner(System.in);
        int count = scanner.nextInt();
        Map<Long, Long> seen = new HashMap<>();
        long pairs = 0;
        for (int index = 0; index < count; index++) {
            long value = scanner.nextLong();
            pairs += seen.getOrDefault(value, 0L);
            seen.merge(value, 1L, Long::sum);
        }
        System.out.println(pairs);
    }
}
`,
      go: `package main

import "fmt"

func main() {
	var count int
	fmt.Scan(&count)
	seen := map[int64]int64{}
	var pairs int64
	for index := 0; index < count; index++ {
		var value int64
		fmt.Scan(&value)
		pairs += seen[value]
		seen[value]++
	}
	fmt.Println(pairs)
}
`,
    };
    const rated = await Promise.all(
      Object.entries(programs).map(async ([language, code]) => ({
        language,
        ...(await rate(language as SupportedLanguage, code)),
      })),
    );
    for (const key of ['readability', 'extensibility'] as const) {
      const ratings = rated.map((result) => `${result.language} ${result[key].rating}`);
      const values = rated.map((result) => result[key].rating);
      assert.ok(Math.max(...values) - Math.min(...values) <= 1, `${key}: ${ratings.join(', ')}`);
    }
    // Java's class does not exempt its one method from the rule the others follow.
    const java = rated.find((result) => result.language === 'java')!;
    assert.match(java.extensibility.notes, /All the logic sits in one function, `main`/);
  });
});

// Issue 26 item 2: careless but correct code does not pass for clean code.
describe('careless code is told apart from clean code', () => {
  test('a program named almost entirely in one or two letters rates 5 at best on readability, conventional letters included', async () => {
    // Ten names, eight of them single letters: four cryptic (d, q, p, o) and four that are
    // conventional on their own (n, i, x, y). The reader decodes every line.
    const careless = `const d = require('fs').readFileSync(0, 'utf8').split(/\\s+/).map(Number);
const n = d[0];
const q = d[1];
function prefixOf(values, count) {
  const p = [0];
  for (let i = 0; i < count; i++) p.push(p[i] + values[2 + i]);
  return p;
}
function answer(p, x, y) {
  return p[y] - p[x - 1];
}
const o = [];
const p = prefixOf(d, n);
for (let i = 0; i < q; i++) o.push(answer(p, d[2 + n + 2 * i], d[3 + n + 2 * i]));
console.log(o.join('\\n'));
`;
    const { readability } = await rate('javascript', careless);
    assert.match(
      readability.notes,
      /Almost every name is one or two letters \(8 of 10: `d` \(line 1\), `n` \(line 2\), `q` \(line 3\)/,
    );
    assert.ok(readability.rating <= 5, `readability ${readability.rating}`);
  });

  test('conventional letters among descriptive names (i, n, x, y) are not a terse program', async () => {
    const code = `def prefix_totals(collections):
    totals = [0]
    for amount in collections:
        totals.append(totals[-1] + amount)
    return totals


def main():
    n, question_count = map(int, input().split())
    totals = prefix_totals(list(map(int, input().split()))[:n])
    answers = []
    for i in range(question_count):
        x, y = map(int, input().split())
        answers.append(totals[y] - totals[x - 1])
    print("\\n".join(map(str, answers)))


main()
`;
    const { readability } = await rate('python', code);
    assert.doesNotMatch(readability.notes, /one or two letters|Use descriptive names/);
    assert.ok(readability.rating >= 9, `readability ${readability.rating}`);
  });

  test('grid code’s neighbour coordinates (nx, ny, dr, dc) are conventional names', async () => {
    const code = `def neighbours(row, column, rows, columns):
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        nx, ny = row + dr, column + dc
        if 0 <= nx < rows and 0 <= ny < columns:
            yield nx, ny
`;
    const { readability } = await rate('python', code);
    assert.doesNotMatch(readability.notes, /Use descriptive names/);
  });

  test('a Go heap’s Len, Less, Swap, Push and Pop are library plumbing, not a split of the work', async () => {
    const heapType = `package main

import (
	"container/heap"
	"fmt"
)

type H []int

func (h H) Len() int            { return len(h) }
func (h H) Less(i, j int) bool  { return h[i] < h[j] }
func (h H) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *H) Push(x interface{}) { *h = append(*h, x.(int)) }
func (h *H) Pop() interface{} {
	o := *h
	x := o[len(o)-1]
	*h = o[:len(o)-1]
	return x
}
`;
    const oneBlock = `${heapType}
func main() {
	var n int
	fmt.Scan(&n)
	h := &H{}
	for i := 0; i < n; i++ {
		var v int
		fmt.Scan(&v)
		heap.Push(h, v)
	}
	for h.Len() > 0 {
		fmt.Println(heap.Pop(h))
	}
}
`;
    const split = `${heapType}
func readValues() []int {
	var n int
	fmt.Scan(&n)
	values := make([]int, n)
	for i := range values {
		fmt.Scan(&values[i])
	}
	return values
}

func ascending(values []int) []int {
	h := &H{}
	for _, v := range values {
		heap.Push(h, v)
	}
	sorted := make([]int, 0, len(values))
	for h.Len() > 0 {
		sorted = append(sorted, heap.Pop(h).(int))
	}
	return sorted
}

func main() {
	for _, v := range ascending(readValues()) {
		fmt.Println(v)
	}
}
`;
    const [careless, structured] = await Promise.all([rate('go', oneBlock), rate('go', split)]);
    assert.match(careless.extensibility.notes, /All the logic sits in one function, `main`/);
    assert.ok(careless.extensibility.rating <= 5, `extensibility ${careless.extensibility.rating}`);
    assert.doesNotMatch(structured.extensibility.notes, /one function/);
  });

  test('a program that is one block rates 5 on extensibility at best, top level or one function alike', async () => {
    const body = [
      'data = input().split()',
      'total = 0',
      'for value in data:',
      '    total += int(value)',
      'print(total)',
    ];
    const topLevel = await rate('python', body.join('\n') + '\n');
    const oneFunction = await rate(
      'python',
      `def run():\n${body.map((line) => `    ${line}`).join('\n')}\n\n\nrun()\n`,
    );
    assert.match(topLevel.extensibility.notes, /All the logic runs at the top level/);
    assert.ok(topLevel.extensibility.rating <= 5, `top level: ${topLevel.extensibility.rating}`);
    assert.match(oneFunction.extensibility.notes, /All the logic sits in one function, `run`/);
    assert.equal(oneFunction.extensibility.rating, 5);
  });

  test('Node’s stdin end handler is a part of its own beside the named algorithm', async () => {
    const code = `function longestRun(values) {
  let best = 0;
  let current = 0;
  for (let i = 0; i < values.length; i++) {
    current = i > 0 && values[i] === values[i - 1] ? current + 1 : 1;
    best = Math.max(best, current);
  }
  return best;
}

const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', () => {
  const tokens = Buffer.concat(chunks).toString().split(/\\s+/).filter(Boolean).map(Number);
  const values = tokens.slice(1, 1 + tokens[0]);
  console.log(longestRun(values));
});
`;
    const { extensibility } = await rate('javascript', code);
    assert.doesNotMatch(extensibility.notes, /All the logic/);
    assert.equal(extensibility.rating, 10);
  });

  test('a design round expects a type of its own; a DSA round and Java’s entry class do not count', async () => {
    const script = `import sys


def run():
    store = {}
    for line in sys.stdin.read().splitlines()[1:]:
        op, key, *rest = line.split()
        if op == "SET":
            store[key] = rest[0]
        else:
            print(store.get(key, "NULL"))


run()
`;
    const metrics = await collectCodeMetrics('python', script);
    const design = rateExtensibility(metrics, undefined, 'machine-coding');
    const dsa = rateExtensibility(metrics, undefined, 'dsa');
    assert.match(design.notes, /A design round expects the system modelled as a type of its own/);
    assert.equal(dsa.rating - design.rating, 2);

    const javaMainOnly = await collectCodeMetrics(
      'java',
      `public class Main {
    public static void main(String[] args) {
        java.util.Map<String, String> store = new java.util.HashMap<>();
        store.put("a", "b");
        System.out.println(store.get("a"));
    }
}
`,
    );
    assert.match(rateExtensibility(javaMainOnly, undefined, 'low-level-design').notes, /type of its own/);
    const javaWithStore = await collectCodeMetrics(
      'java',
      `public class Main {
    static final class Store {
        private final java.util.Map<String, String> values = new java.util.HashMap<>();

        void set(String key, String value) {
            values.put(key, value);
        }

        String get(String key) {
            return values.getOrDefault(key, "NULL");
        }
    }

    public static void main(String[] args) {
        Store store = new Store();
        store.set("a", "b");
        System.out.println(store.get("a"));
    }
}
`,
    );
    assert.doesNotMatch(
      rateExtensibility(javaWithStore, undefined, 'low-level-design').notes,
      /type of its own/,
    );
  });
});
