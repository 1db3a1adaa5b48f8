import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { evaluateSubmission } from '../src/evaluator/evaluate-submission.js';
import { runInSandbox } from '../src/evaluator/sandbox/run-in-sandbox.js';
import { closeSandbox, getSandboxRuntime } from '../src/evaluator/sandbox/sandbox-runtime.js';
import type { EvaluationRequest, SupportedLanguage, TestCase } from '../src/evaluator/types.js';
import { problemBank } from '../src/problem-bank/index.js';

const TRIVIAL_PROGRAM = ['/usr/bin/true'];
const OVERHEAD_RUNS = 40;
const VERDICT_RUNS = 12;
const THROUGHPUT_EVALUATIONS = 16;

const PYTHON_SOLUTION = `import sys


def main():
    numbers = [int(token) for token in sys.stdin.read().split()[1:]]
    print(sum(numbers))


main()
`;

const TEN_TESTS: TestCase[] = Array.from({ length: 10 }, (_, index) => {
  const numbers = Array.from({ length: 10 ** (1 + (index % 4)) }, (_, value) => value * (index + 1));
  return {
    input: `${numbers.length}\n${numbers.join(' ')}\n`,
    output: `${numbers.reduce((a, b) => a + b, 0)}\n`,
    sample: index < 2,
  };
});

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

function runBare(): Promise<number> {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    const child = spawn(TRIVIAL_PROGRAM[0]!, [], { stdio: 'ignore' });
    child.once('error', reject);
    child.once('close', () => resolve(performance.now() - startedAt));
  });
}

async function measureOverhead(): Promise<{ bareMs: number; sandboxedMs: number }> {
  const runtime = await getSandboxRuntime();
  const bare: number[] = [];
  const sandboxed: number[] = [];
  for (let run = 0; run < OVERHEAD_RUNS; run++) {
    bare.push(await runBare());
    const startedAt = performance.now();
    await runtime.pool.withSlot((slot) =>
      runInSandbox(
        {
          command: TRIVIAL_PROGRAM,
          stdin: '',
          wallTimeMs: 5000,
          memoryBytes: 64 << 20,
          maxProcesses: 16,
          stdoutLimitBytes: 1024,
          stderrLimitBytes: 1024,
          workDirBytes: 1 << 20,
          fileSizeLimitBytes: 1 << 20,
          openFilesLimit: 64,
        },
        slot.identity,
        runtime.cgroups,
      ),
    );
    sandboxed.push(performance.now() - startedAt);
  }
  return { bareMs: percentile(bare, 0.5), sandboxedMs: percentile(sandboxed, 0.5) };
}

function evaluatePython(): Promise<unknown> {
  return evaluateSubmission(
    { language: 'python', code: PYTHON_SOLUTION, tests: TEN_TESTS, timeLimitMs: 2000 },
    { reviewer: null },
  );
}

const CPP_SOLUTION = `#include <bits/stdc++.h>
using namespace std;

int main() {
  long long count, value, total = 0;
  cin >> count;
  for (long long i = 0; i < count; i++) {
    cin >> value;
    total += value;
  }
  cout << total << endl;
  return 0;
}
`;

const JAVA_SOLUTION = `import java.io.*;
import java.util.*;

public class Main {
  public static void main(String[] args) throws IOException {
    BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
    int count = Integer.parseInt(reader.readLine().trim());
    StringTokenizer tokens = new StringTokenizer(reader.readLine());
    long total = 0;
    for (int i = 0; i < count; i++) total += Long.parseLong(tokens.nextToken());
    System.out.println(total);
  }
}
`;

/** Correct solutions with 10 tests, and the submission → verdict goal for each (idle machine). */
const VERDICT_CASES = [
  { language: 'python', code: PYTHON_SOLUTION, goalMs: 1000 },
  { language: 'cpp', code: CPP_SOLUTION, goalMs: 2500 },
  { language: 'java', code: JAVA_SOLUTION, goalMs: 2500 },
] as const;

async function measureVerdicts(): Promise<void> {
  for (const { language, code, goalMs } of VERDICT_CASES) {
    const evaluate = () =>
      evaluateSubmission({ language, code, tests: TEN_TESTS, timeLimitMs: 2000 }, { reviewer: null });
    const first = await evaluate(); // warm caches once, as a running worker would be
    if (first.correctness_rating !== 10) throw new Error(`the ${language} solution is not correct`);
    const verdictTimes: number[] = [];
    for (let run = 0; run < VERDICT_RUNS; run++) {
      const startedAt = performance.now();
      await evaluate();
      verdictTimes.push(performance.now() - startedAt);
    }
    console.log(
      `submission → verdict, ${language}, 10 tests (${VERDICT_RUNS} runs): p50 ${percentile(verdictTimes, 0.5).toFixed(0)} ms,` +
        ` p90 ${percentile(verdictTimes, 0.9).toFixed(0)} ms (goal p50 ≤ ${goalMs} ms on an idle machine;` +
        ` load average ${loadavg()[0]!.toFixed(1)})`,
    );
  }
}

const BANK_VERDICT_RUNS = 5;
/** A bank level with an expected growth (O(n log n)): its 9 tests plus the complexity runs. */
const BANK_LEVEL = { slug: 'station-ledger', level: 2 } as const;
const BANK_VERDICT_CASES: { language: SupportedLanguage; extension: string; goalMs: number }[] = [
  { language: 'python', extension: 'py', goalMs: 2000 },
  { language: 'cpp', extension: 'cpp', goalMs: 3000 },
  { language: 'java', extension: 'java', goalMs: 3000 },
];

/**
 * Submission → verdict on a real bank level with its references, with and without the size runs
 * that measure complexity, so their cost is visible next to the goal.
 */
export async function measureBankVerdicts(): Promise<void> {
  const level = problemBank.find((problem) => problem.slug === BANK_LEVEL.slug)!.levels[
    BANK_LEVEL.level - 1
  ]!;
  const growth = level.growth!;
  const plan = {
    expected: growth.expected,
    inputs: growth.sizes.map((size) => ({ size, input: growth.generate(size) })),
  };
  const tests = [...level.tests];
  for (const { language, extension, goalMs } of BANK_VERDICT_CASES) {
    const code = readFileSync(
      new URL(
        `../test/problem-bank/references/${BANK_LEVEL.slug}/level-${BANK_LEVEL.level}.${extension}`,
        import.meta.url,
      ),
      'utf8',
    );
    const request: EvaluationRequest = { language, code, tests, timeLimitMs: level.timeLimitMs };
    const first = await evaluateSubmission({ ...request, growth: plan }, { reviewer: null });
    if (first.correctness_rating !== 10) throw new Error(`the ${language} reference is not correct`);
    const times = { with: [] as number[], without: [] as number[] };
    for (let run = 0; run < BANK_VERDICT_RUNS; run++) {
      let startedAt = performance.now();
      await evaluateSubmission({ ...request, growth: plan }, { reviewer: null });
      times.with.push(performance.now() - startedAt);
      startedAt = performance.now();
      await evaluateSubmission(request, { reviewer: null });
      times.without.push(performance.now() - startedAt);
    }
    console.log(
      `submission → verdict, ${language}, ${BANK_LEVEL.slug} level ${BANK_LEVEL.level} (${tests.length} tests + complexity runs at n = ${growth.sizes.join(', ')};` +
        ` ${BANK_VERDICT_RUNS} runs): p50 ${percentile(times.with, 0.5).toFixed(0)} ms (without the complexity runs ${percentile(times.without, 0.5).toFixed(0)} ms),` +
        ` measured growth ${first.measured_growth?.measured ?? 'too fast to tell'}, efficiency ${first.efficiency_rating}` +
        ` (goal p50 ≤ ${goalMs} ms on an idle machine; load average ${loadavg()[0]!.toFixed(1)})`,
    );
  }
}

/** Prints the evaluator's figures: sandbox overhead, submission-to-verdict time, throughput with the slot pool. */
export async function runEvaluatorBench(): Promise<void> {
  try {
    const runtime = await getSandboxRuntime();
    console.log(`\n## Evaluator (${runtime.cgroups.description}, ${runtime.pool.slots.length} slots)`);
    const { bareMs, sandboxedMs } = await measureOverhead();
    console.log(
      `sandboxed vs bare run of ${TRIVIAL_PROGRAM.join(' ')} (median of ${OVERHEAD_RUNS}): ${sandboxedMs.toFixed(1)} ms vs ${bareMs.toFixed(1)} ms` +
        ` → overhead ${(sandboxedMs - bareMs).toFixed(1)} ms (×${(sandboxedMs / bareMs).toFixed(1)}; goal ≤ 15 ms)`,
    );

    await measureVerdicts();
    await measureBankVerdicts();

    const startedAt = performance.now();
    await Promise.all(Array.from({ length: THROUGHPUT_EVALUATIONS }, evaluatePython));
    const minutes = (performance.now() - startedAt) / 60_000;
    console.log(
      `throughput: ${THROUGHPUT_EVALUATIONS} evaluations in ${(minutes * 60).toFixed(1)} s with ${runtime.pool.slots.length} slots` +
        ` → ${(THROUGHPUT_EVALUATIONS / minutes).toFixed(0)} evaluations/minute`,
    );
  } finally {
    await closeSandbox();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runEvaluatorBench();
}
