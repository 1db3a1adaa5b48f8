import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { compareOutput } from '../../src/evaluator/judge/compare-output.js';
import { collectCodeMetrics } from '../../src/evaluator/ratings/code-metrics.js';
import type { JudgedTest } from '../../src/evaluator/judge/judge-program.js';
import {
  FAILING_SOLUTION_CAP,
  howThisIsRated,
  NO_TEST_PASSED_CAP,
  OVERALL_WEIGHTS,
  overallRating,
} from '../../src/evaluator/ratings/overall.js';
import { rateCorrectness } from '../../src/evaluator/ratings/rate-correctness.js';
import { rateExtensibility } from '../../src/evaluator/ratings/rate-extensibility.js';
import { rateReadability } from '../../src/evaluator/ratings/rate-readability.js';
import { rateRobustness } from '../../src/evaluator/ratings/rate-robustness.js';
import { resolveCgroupLayout } from '../../src/evaluator/sandbox/cgroup-layout.js';
import { CgroupParentV2 } from '../../src/evaluator/sandbox/cgroup-v2.js';

describe('output comparison', () => {
  test('ignores trailing whitespace, \\r and trailing empty lines, nothing else', () => {
    assert.equal(compareOutput('1 2\n3\n', '1 2   \r\n3\n\n\n').matches, true);
    assert.deepEqual(compareOutput('1\n2\n', '1\n3\n'), {
      matches: false,
      firstDifferentLine: 2,
      expectedLine: '2',
      actualLine: '3',
    });
    assert.equal(compareOutput('a b', 'a  b').matches, false, 'inner whitespace counts');
    assert.equal(compareOutput('1\n2', '1').matches, false, 'a missing line counts');
    assert.equal(compareOutput('x', ' x').matches, false, 'leading whitespace counts');
  });
});

describe('cgroup layout', () => {
  const v1MountInfo = [
    '35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory',
    '39 31 0:36 / /sys/fs/cgroup/pids rw,relatime - cgroup cgroup rw,pids',
    '33 31 0:30 / /sys/fs/cgroup/cpu,cpuacct rw,relatime - cgroup cgroup rw,cpu,cpuacct',
  ].join('\n');

  test("cgroup v1: one directory per controller, at this process's own cgroup", () => {
    const layout = resolveCgroupLayout(
      v1MountInfo,
      '4:memory:/jobs/worker\n8:pids:/\n2:cpu,cpuacct:/jobs\n0::/',
    );
    assert.deepEqual(layout, {
      kind: 'v1',
      memoryDir: '/sys/fs/cgroup/memory/jobs/worker',
      pidsDir: '/sys/fs/cgroup/pids',
      cpuacctDir: '/sys/fs/cgroup/cpu,cpuacct/jobs',
    });
  });

  test('cgroup v2: the unified directory of this process', () => {
    const layout = resolveCgroupLayout(
      '30 23 0:26 / /sys/fs/cgroup rw - cgroup2 cgroup2 rw',
      '0::/system.slice/worker.service\n',
    );
    assert.deepEqual(layout, { kind: 'v2', ownDir: '/sys/fs/cgroup/system.slice/worker.service' });
  });

  test('no usable controllers is reported with a reason', () => {
    const layout = resolveCgroupLayout(
      '35 31 0:32 / /sys/fs/cgroup/memory rw - cgroup cgroup rw,memory',
      '4:memory:/\n',
    );
    assert.equal(layout.kind, 'none');
    assert.match(layout.kind === 'none' ? layout.reason : '', /pids/);
  });

  test('cgroup v2 driver enables controllers, writes memory.max and pids.max, reads peak, OOM kills and CPU time', async () => {
    // A stand-in directory tree: the kernel would create the interface files that are written by hand here.
    const root = await mkdtemp(path.join(os.tmpdir(), 'fake-cgroup2-'));
    try {
      const parentDir = path.join(root, `code-sandbox-${process.pid}`);
      await mkdir(parentDir);
      for (const directory of [root, parentDir]) {
        await writeFile(path.join(directory, 'cgroup.controllers'), 'cpu memory pids\n');
        await writeFile(path.join(directory, 'cgroup.subtree_control'), 'cpu\n');
      }
      const parent = await CgroupParentV2.create(root);
      assert.equal(await readFile(path.join(root, 'cgroup.subtree_control'), 'utf8'), '+memory +pids');
      assert.equal(await readFile(path.join(parentDir, 'cgroup.subtree_control'), 'utf8'), '+memory +pids');

      const run = await parent.openRun({ memoryBytes: 268435456, maxProcesses: 64 });
      const runDir = path.join(parentDir, 'run-1');
      assert.equal(await readFile(path.join(runDir, 'memory.max'), 'utf8'), '268435456');
      assert.equal(await readFile(path.join(runDir, 'pids.max'), 'utf8'), '64');
      await writeFile(path.join(runDir, 'memory.peak'), '1048576\n');
      await writeFile(path.join(runDir, 'memory.events'), 'low 0\nhigh 0\nmax 3\noom 1\noom_kill 1\n');
      await writeFile(path.join(runDir, 'cpu.stat'), 'usage_usec 250000\nuser_usec 200000\n');
      assert.equal(await run.peakMemoryBytes(), 1048576);
      assert.equal(await run.wasOomKilled(), true);
      assert.equal(await run.cpuTimeMs(), 250);
      // No process is in it: it holds no run.
      assert.deepEqual(await parent.activeRuns(), []);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('code-quality ratings from tree-sitter metrics', () => {
  const messyPython = `import sys
data = sys.stdin.read().split()
n = int(data[0])
q = []
for i in range(n):
    if i % 2 == 0:
        for j in range(n):
            if j % 3 == 0:
                if i + j > 5:
                    while len(q) > 100:
                        q.pop()
                    q.append(i + j)
t = 0
for v in q:
    t = t + v * 37 + 1234
    t = t % 1000007
for v in q:
    t = t + v * 37 + 1234
    t = t % 1000007
print(t)
try:
    print(int(data[1]))
except:
    pass
`;

  test('deep nesting, cryptic names, top-level code, duplication and a swallowed error each cost points with their line', async () => {
    const metrics = await collectCodeMetrics('python', messyPython);
    const readability = rateReadability(metrics);
    const extensibility = rateExtensibility(metrics);
    const robustness = rateRobustness(metrics, { tests: [] }, messyPython);
    assert.ok(readability.rating < 8, readability.notes);
    assert.match(readability.notes, /Line 10 is nested 6 levels deep/);
    assert.match(readability.notes, /`q` \(line 4\)/);
    assert.ok(extensibility.rating <= 7, extensibility.notes);
    assert.match(extensibility.notes, /top level/);
    assert.match(extensibility.notes, /Lines 17–19 repeat lines 14–16/);
    assert.match(robustness.notes, /error handler at line 23 ignores the error/);
  });

  test('tidy code keeps full marks and gets praise instead of complaints', async () => {
    const tidy = `import sys


def total_of(values):
    """Sum of the values."""
    return sum(values)


def main():
    tokens = sys.stdin.read().split()
    if not tokens:
        return
    print(total_of(int(token) for token in tokens))


main()
`;
    const metrics = await collectCodeMetrics('python', tidy);
    assert.equal(rateReadability(metrics).rating, 10);
    assert.equal(rateExtensibility(metrics).rating, 10);
    assert.ok(rateRobustness(metrics, { tests: [] }, tidy).rating >= 9);
  });

  test('Go: a discarded error is named with its line; Java: an empty catch is flagged', async () => {
    const go =
      'package main\nimport ("fmt"; "strconv")\nfunc main() {\n\tvalue, _ := strconv.Atoi("7")\n\tfmt.Println(value)\n}\n';
    assert.match(
      rateRobustness(await collectCodeMetrics('go', go), { tests: [] }, go).notes,
      /returned at line 4 is discarded/,
    );
    const java =
      'public class Main {\n  public static void main(String[] args) {\n    try { System.out.println(1); } catch (Exception e) { }\n  }\n}\n';
    assert.match(
      rateRobustness(await collectCodeMetrics('java', java), { tests: [] }, java).notes,
      /handler at line 3 ignores/,
    );
  });
});

describe('global mutable state', () => {
  test('costs robustness a point for one shared variable and more for each further one, up to 2', async () => {
    const withGlobals = (count: number) =>
      '#include <iostream>\n' +
      Array.from({ length: count }, (_, index) => `int shared${index};\n`).join('') +
      'int main() {\n  std::cin >> shared0;\n  std::cout << shared0 << std::endl;\n  return 0;\n}\n';
    const robustnessWith = async (count: number) =>
      rateRobustness(await collectCodeMetrics('cpp', withGlobals(count)), { tests: [] }, withGlobals(count));
    const none = (await robustnessWith(0)).rating;
    const one = await robustnessWith(1);
    assert.equal(none - one.rating, 1);
    assert.match(one.notes, /Global mutable state \(`shared0` \(line 2\)\)/);
    assert.equal(none - (await robustnessWith(3)).rating, 1.5);
    assert.equal(none - (await robustnessWith(8)).rating, 2);
  });
});

describe('metrics on pathological nesting', () => {
  test('code nested 6,000 levels deep is measured, not a stack overflow', async () => {
    const depth = 6_000;
    const java =
      'public class Main {\n  public static void main(String[] args) {\n    int x = 1;\n' +
      'if(x>0){'.repeat(depth) +
      'x++;' +
      '}'.repeat(depth) +
      '\n    System.out.println(x);\n  }\n}\n';
    const metrics = await collectCodeMetrics('java', java);
    assert.equal(metrics.maxNesting, depth);
    assert.match(rateReadability(metrics).notes, /nested 6000 levels deep/);
  });
});

describe('overall rating', () => {
  const perfect = { correctness: 10, efficiency: 10, readability: 10, extensibility: 10, robustness: 10 };
  test('is the documented weighting', () => {
    assert.equal(overallRating(perfect, true), 10);
    assert.equal(overallRating({ ...perfect, efficiency: 5 }, true), 9);
  });
  test('a solution that fails a correctness test (or answers a performance test wrongly) cannot reach 7', () => {
    assert.equal(overallRating({ ...perfect, correctness: 9.5 }, false), FAILING_SOLUTION_CAP);
    assert.ok(FAILING_SOLUTION_CAP < 7);
  });
  test('a solution that passes no test is in the red band (below 5), however fast and tidy', () => {
    // Fast wrong answers would be rated 6.8 (orange): 0.2 × 10 + 0.25 × 10 + 0.15 × 10 + 0.1 × 8.
    const fastButWrong = { ...perfect, correctness: 0, robustness: 8 };
    const overall = overallRating(fastButWrong, false, false);
    assert.equal(overall, NO_TEST_PASSED_CAP);
    assert.ok(overall < 5);
    assert.equal(overallRating({ ...fastButWrong, correctness: 1 }, false, true), FAILING_SOLUTION_CAP);
  });

  // Ratings of the corpus's careless-but-correct programs (pair-count, distinct-values, longest-run).
  const carelessRatings = [
    { correctness: 10, efficiency: 9, readability: 0.1, extensibility: 4.5, robustness: 7 },
    { correctness: 10, efficiency: 9, readability: 5, extensibility: 5, robustness: 7 },
    { correctness: 10, efficiency: 10, readability: 3.2, extensibility: 3.6, robustness: 7 },
  ];
  const clean = { correctness: 10, efficiency: 10, readability: 9.5, extensibility: 10, robustness: 9 };

  test('design and machine-coding rounds weigh the code itself at least half, so careless code is orange', () => {
    for (const category of ['low-level-design', 'machine-coding'] as const) {
      const weights = OVERALL_WEIGHTS[category];
      assert.ok(weights.readability + weights.extensibility + weights.robustness >= 0.5, category);
      for (const careless of carelessRatings) {
        const overall = overallRating(careless, true, true, category);
        assert.ok(overall < 7, `${category}: careless code rated ${overall}`);
      }
      assert.ok(overallRating(clean, true, true, category) >= 9, category);
    }
  });

  test('in DSA careless but correct code trails the clean solution by at least 2 points', () => {
    const cleanOverall = overallRating(clean, true, true, 'dsa');
    for (const careless of carelessRatings) {
      const overall = overallRating(careless, true, true, 'dsa');
      assert.ok(cleanOverall - overall >= 2, `careless ${overall} against clean ${cleanOverall}`);
    }
  });

  test('every category weighs to 1 and the learner is told how', () => {
    for (const [category, weights] of Object.entries(OVERALL_WEIGHTS)) {
      const sum = Object.values(weights).reduce((total, weight) => total + weight, 0);
      assert.ok(Math.abs(sum - 1) < 1e-9, category);
    }
    assert.equal(
      howThisIsRated('low-level-design'),
      'Overall for a low-level-design problem: correctness 20%, efficiency 15%, readability 30%, extensibility 20%, robustness 15%. ' +
        'A submission is accepted only when every test, hidden ones included, passes within the time and memory limits; ' +
        'otherwise overall stays below 7 and the next level stays locked.',
    );
  });
});

describe('correctness notes', () => {
  const judged = (overrides: Partial<JudgedTest>): JudgedTest => ({
    index: 0,
    sample: false,
    kind: 'correctness',
    passed: false,
    verdict: 'runtime_error',
    time_ms: 12,
    memory_kb: 9000,
    inputBytes: 40,
    stderrExcerpt: '',
    ...overrides,
  });

  test("a hidden test's crash is named by its verdict: no stderr, exit code or line of the program", () => {
    const secret =
      'Traceback (most recent call last):\n  File "main.py", line 7\nValueError: 3 3|1000000000 QZX';
    const { notes } = rateCorrectness({
      tests: [
        judged({ index: 0, sample: true, passed: true, verdict: 'passed' }),
        judged({ index: 1, stderrExcerpt: secret, exitDescription: 'exit code 1' }),
      ],
    });
    assert.equal(
      notes,
      '1 of 2 tests passed (1 crashed). Hidden test 2: crashed. Its input stays hidden: check the bounds and edge cases the statement names.',
    );
  });

  test("a sample's crash keeps what the learner needs to debug it", () => {
    const { notes } = rateCorrectness({
      tests: [
        judged({
          sample: true,
          stderrExcerpt:
            'Traceback:\n  File "main.py", line 7, in <module>\nZeroDivisionError: division by zero',
          exitDescription: 'exit code 1',
        }),
      ],
    });
    assert.match(
      notes,
      /Sample test 1 crashed \(exit code 1\) at line 7: ZeroDivisionError: division by zero\./,
    );
  });
});
