import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import type { JudgedTest, JudgeReport } from '../../src/evaluator/judge/judge-program.js';
import { rateEfficiency, slowerThanIntended } from '../../src/evaluator/ratings/rate-efficiency.js';
import { analyseSpeedHints } from '../../src/evaluator/speed-hints/analyse-speed-hints.js';
import { findSpeedHints } from '../../src/evaluator/speed-hints/find-speed-hints.js';
import type { SupportedLanguage } from '../../src/evaluator/types.js';

const EXTENSIONS: Record<string, SupportedLanguage> = {
  py: 'python',
  js: 'javascript',
  ts: 'typescript',
  java: 'java',
  cpp: 'cpp',
  go: 'go',
};

/** The one-pass BFS of the issue, whose real cost is a list used as the visited set (line 14). */
const LIST_BFS = `import sys
from collections import deque


def reachable(graph, start):
    """Counts the nodes reachable from start."""
    visited = [start]
    queue = deque([start])
    count = 0
    while queue:
        node = queue.popleft()
        count += 1
        for neighbour in graph[node]:
            if neighbour not in visited:
                visited.append(neighbour)
                queue.append(neighbour)
    return count
`;

const SLOW_CASES: { language: SupportedLanguage; code: string; note: RegExp }[] = [
  {
    language: 'python',
    code: LIST_BFS,
    note: /^Line 14: `not in visited` scans a list on every step of the loop: use a set\.$/,
  },
  {
    language: 'python',
    code: 'def answer(fares, queries):\n    out = []\n    for a, b in queries:\n        out.append(sum(fares[a - 1:b]))\n    return out\n',
    note: /^Line 4: `sum\(fares\[a - 1:b\]\)` walks the list on every step of the loop/,
  },
  {
    language: 'python',
    code: 'def joined(words):\n    text = ""\n    for word in words:\n        text += word\n    return text\n',
    note: /^Line 4: `text \+= word` copies the whole string on every step of the loop: collect the pieces in a list/,
  },
  {
    language: 'javascript',
    code: 'function distinct(values) {\n  const seen = [];\n  for (const value of values) {\n    if (seen.indexOf(value) === -1) seen.push(value);\n  }\n  return seen.length;\n}\n',
    note: /^Line 4: `seen\.indexOf\(value\)` scans an array on every step of the loop: use a Set\.$/,
  },
  {
    language: 'typescript',
    code: 'function drain(queue: number[]): number {\n  let total = 0;\n  while (queue.length > 0) {\n    total += queue.shift()!;\n  }\n  return total;\n}\n',
    note: /^Line 4: `queue\.shift\(\)` moves every item of the array/,
  },
  {
    language: 'java',
    code: 'import java.util.*;\n\nclass Main {\n    static int distinct(int[] values) {\n        List<Integer> seen = new ArrayList<>();\n        for (int value : values) {\n            if (!seen.contains(value)) seen.add(value);\n        }\n        return seen.size();\n    }\n}\n',
    note: /^Line 7: `seen\.contains\(value\)` scans a list on every step of the loop: use a HashSet\.$/,
  },
  {
    language: 'java',
    code: 'class Main {\n    static String join(String[] words) {\n        String text = "";\n        for (String word : words) {\n            text += word;\n        }\n        return text;\n    }\n}\n',
    note: /^Line 5: `text \+= word` copies the whole string on every step of the loop: use a StringBuilder\.$/,
  },
  {
    language: 'cpp',
    code: '#include <bits/stdc++.h>\nusing namespace std;\nint distinctCount(const vector<int>& values) {\n    vector<int> seen;\n    for (int value : values) {\n        if (find(seen.begin(), seen.end(), value) == seen.end()) seen.push_back(value);\n    }\n    return seen.size();\n}\n',
    note: /^Line 6: `find\(seen\.begin\(\), seen\.end\(\), value\)` walks the container on every step of the loop/,
  },
  {
    language: 'go',
    code: 'package main\n\nimport "slices"\n\nfunc distinct(values []int) int {\n\tseen := []int{}\n\tfor _, value := range values {\n\t\tif !slices.Contains(seen, value) {\n\t\t\tseen = append(seen, value)\n\t\t}\n\t}\n\treturn len(seen)\n}\n',
    note: /^Line 8: `slices\.Contains\(seen, value\)` scans a slice on every step of the loop: use a map\.$/,
  },
  {
    language: 'go',
    code: 'package main\n\nfunc pairs(values []int) int {\n\tcount := 0\n\tfor i := 0; i < len(values); i++ {\n\t\tfor j := i + 1; j < len(values); j++ {\n\t\t\tif values[i] == values[j] {\n\t\t\t\tcount++\n\t\t\t}\n\t\t}\n\t}\n\treturn count\n}\n',
    note: /^Line 6: `for j := i \+ 1; j < len\(values\); j\+\+` runs over the input again on every step of the loop on line 5, visiting every pair/,
  },
];

describe('speed hints name the line and the construct', () => {
  for (const { language, code, note } of SLOW_CASES) {
    test(`${language}: ${note.source.slice(1, 40)}`, async () => {
      const hints = await findSpeedHints(language, code);
      assert.ok(
        hints.some((hint) => note.test(hint.note)),
        hints.map((hint) => hint.note).join('\n') || 'no hint',
      );
    });
  }

  test('the same work outside a loop, a set, or a loop over four directions is not named', async () => {
    const clean = `def reachable(graph, start, grid):
    visited = {start}
    order = [start]
    if start in order:
        order = order[1:]
    for node in graph:
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            pass
        for step in range(4):
            pass
        if node not in visited:
            visited.add(node)
    return len(visited)
`;
    assert.deepEqual(await findSpeedHints('python', clean), []);
  });

  test('a per-item count nested in a loop over the items, and a loop that only reads into a list, are not named', async () => {
    const cpp = `#include <bits/stdc++.h>
using namespace std;
int main() {
    int commandCount, k;
    cin >> commandCount;
    vector<string> participants;
    vector<int> spotCounts(3);
    for (int command = 0; command < commandCount; command++) {
        cin >> k;
        participants.resize(k);
        for (string& participant : participants) cin >> participant;
        for (int size = 0; size < 3; size++) cin >> spotCounts[size];
        for (int size = 0; size < 3; size++)
            for (int i = 0; i < spotCounts[size]; i++) cout << size << ' ' << i << '\\n';
    }
}
`;
    assert.deepEqual(await findSpeedHints('cpp', cpp), []);
    const searching = cpp.replace('cin >> participant;', 'if (participant == "x") break;');
    assert.match((await findSpeedHints('cpp', searching))[0]?.note ?? '', /searches `participants`/);
  });

  test('no hint on any reference solution of the problem bank', async () => {
    const root = new URL('../problem-bank/references/', import.meta.url);
    const noisy: string[] = [];
    let checked = 0;
    for (const problem of readdirSync(root)) {
      for (const file of readdirSync(new URL(`${problem}/`, root))) {
        const language = EXTENSIONS[file.split('.').pop()!];
        // The slow variants beside the references (level-1.quadratic.py) are meant to be slow.
        if (!language || file.includes('.quadratic.')) continue;
        const hints = await analyseSpeedHints(
          language,
          readFileSync(new URL(`${problem}/${file}`, root), 'utf8'),
        );
        checked += 1;
        if (hints.length > 0) noisy.push(`${problem}/${file}: ${hints.map((hint) => hint.note).join(' ')}`);
      }
    }
    assert.ok(checked >= 40, `${checked} references`);
    assert.deepEqual(noisy, []);
  });
});

describe('the efficiency note speaks of the hints only when the program is slower than intended', () => {
  const judged = (index: number, overrides: Partial<JudgedTest> = {}): JudgedTest => ({
    index,
    sample: false,
    kind: 'performance',
    passed: true,
    verdict: 'passed',
    time_ms: 300,
    memory_kb: 9000,
    inputBytes: 1_000_000,
    stderrExcerpt: '',
    ...overrides,
  });
  const hint = {
    line: 14,
    construct: 'not in visited',
    note: 'Line 14: `not in visited` scans a list on every step of the loop: use a set.',
  };
  const context = {
    timeLimitMs: 2000,
    memoryLimitMb: 256,
    expectedGrowth: 'O(n)' as const,
    speedHints: [hint],
  };
  const sizeRuns = (exponent: number) =>
    [1000, 4000, 16_000].map((size) => ({ size, timeMs: 40 + 1200 * (size / 16_000) ** exponent }));

  test('quadratic growth where linear is expected: the note names the line instead of generic advice', () => {
    const report: JudgeReport = { tests: [judged(0, { time_ms: 40 }), judged(1)], sizeRuns: sizeRuns(2) };
    const { notes, measuredGrowth } = rateEfficiency(report, context);
    assert.equal(measuredGrowth?.measured, 'O(n²)');
    assert.match(
      notes,
      /^Measured growth ≈ O\(n²\); expected O\(n\)\. Line 14: `not in visited` scans a list/,
    );
    assert.doesNotMatch(notes, /look for a loop inside a loop/);
  });

  test('a time-out names the line', () => {
    const report: JudgeReport = {
      tests: [
        judged(0, { time_ms: 40 }),
        judged(1, { passed: false, verdict: 'time_limit_exceeded', time_ms: 2100 }),
      ],
    };
    const { notes } = rateEfficiency(report, { ...context, expectedGrowth: undefined });
    assert.match(notes, /did not finish within 2000 ms\. Line 14: `not in visited`/);
    assert.doesNotMatch(notes, /Look for nested loops/);
  });

  test('growth as expected and every test in time: the hint stays silent', () => {
    const report: JudgeReport = { tests: [judged(0, { time_ms: 40 }), judged(1)], sizeRuns: sizeRuns(1) };
    const { notes } = rateEfficiency(report, context);
    assert.doesNotMatch(notes, /Line 14/);
  });
});

describe('whether a program is slower than intended (when hints are looked for)', () => {
  const base = {
    sample: false,
    kind: 'performance' as const,
    memory_kb: 9000,
    inputBytes: 1_000_000,
    stderrExcerpt: '',
  };
  const context = { timeLimitMs: 2000, memoryLimitMb: 256, expectedGrowth: 'O(n)' as const };
  test('a time-out or a steeper growth is; a fast program at the expected growth is not', () => {
    const passed = { ...base, index: 0, passed: true, verdict: 'passed' as const, time_ms: 40 };
    const timedOut = {
      ...base,
      index: 1,
      passed: false,
      verdict: 'time_limit_exceeded' as const,
      time_ms: 2100,
    };
    assert.equal(slowerThanIntended({ tests: [passed, timedOut] }, context), true);
    const runs = (exponent: number) =>
      [1000, 4000, 16_000].map((size) => ({ size, timeMs: 40 + 1200 * (size / 16_000) ** exponent }));
    assert.equal(slowerThanIntended({ tests: [passed], sizeRuns: runs(2) }, context), true);
    assert.equal(slowerThanIntended({ tests: [passed], sizeRuns: runs(1) }, context), false);
  });
});
