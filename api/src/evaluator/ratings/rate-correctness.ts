import type { JudgeReport, JudgedTest } from '../judge/judge-program.js';
import { plural, toRating, type Rated } from './rating-scale.js';

const VERDICT_WORDS: Record<string, string> = {
  wrong_answer: 'wrong answer',
  runtime_error: 'crashed',
  time_limit_exceeded: 'ran out of time',
  memory_limit_exceeded: 'ran out of memory',
  output_limit_exceeded: 'printed too much output',
  not_run: 'skipped after a time limit on a smaller input',
};

/**
 * The learner's line where a crash happened: Python lists the innermost frame last
 * ("main.py", line 7); Java, Node and Go list it first (Main.java:7, main.ts:7, main.go:7).
 */
export function crashLine(stderr: string): number | undefined {
  const python = [...stderr.matchAll(/main\.py", line (\d+)/g)].pop();
  const other = /(?:main\.(?:cjs|mjs|ts|go)|\w+\.java):(\d+)/.exec(stderr);
  const line = python?.[1] ?? other?.[1];
  return line ? Number.parseInt(line, 10) : undefined;
}

function lastMeaningfulLine(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((text) => text.trim())
    .filter(Boolean);
  return lines.find((text) => /Error|Exception|panic:|error:/.test(text)) ?? lines[lines.length - 1] ?? '';
}

/**
 * A hidden test's note names its verdict and nothing the program did on it: its stderr, exit code or
 * crash line would let a program that echoes its stdin read the hidden input out, a few bytes per
 * submission.
 */
function describeHiddenFailure(test: JudgedTest): string {
  const hint =
    test.verdict === 'runtime_error' || test.verdict === 'wrong_answer'
      ? ' Its input stays hidden: check the bounds and edge cases the statement names.'
      : '';
  return `Hidden test ${test.index + 1}: ${VERDICT_WORDS[test.verdict] ?? test.verdict}.${hint}`;
}

function describeFailure(test: JudgedTest): string {
  if (!test.sample) return describeHiddenFailure(test);
  const which = `Sample test ${test.index + 1}`;
  if (test.verdict === 'wrong_answer' && test.comparison) {
    return `${which}: line ${test.comparison.firstDifferentLine} of the output should be "${test.comparison.expectedLine}" but was "${test.comparison.actualLine}".`;
  }
  if (test.verdict === 'runtime_error') {
    const where = crashLine(test.stderrExcerpt);
    const message = lastMeaningfulLine(test.stderrExcerpt);
    return `${which} crashed (${test.exitDescription ?? 'non-zero exit'})${where ? ` at line ${where}` : ''}${message ? `: ${message}` : ''}.`;
  }
  return `${which}: ${VERDICT_WORDS[test.verdict] ?? test.verdict}.`;
}

/** Running out of time or memory on a large input is the efficiency rating's business, not this one's. */
const RESOURCE_VERDICTS = new Set(['time_limit_exceeded', 'memory_limit_exceeded', 'not_run']);

export function isResourceFailure(test: JudgedTest): boolean {
  return test.kind === 'performance' && RESOURCE_VERDICTS.has(test.verdict);
}

/** "3 large tests ran out of time, 1 ran out of memory": the tests correctness set aside. */
function resourceSummary(report: JudgeReport): string {
  const setAside = report.tests.filter(isResourceFailure);
  const outOfMemory = setAside.filter((test) => test.verdict === 'memory_limit_exceeded').length;
  const outOfTime = setAside.length - outOfMemory;
  const parts = [
    outOfTime > 0 ? `${plural(outOfTime, 'large test')} ran out of time` : '',
    outOfMemory > 0 ? `${plural(outOfMemory, 'large test')} ran out of memory` : '',
  ].filter(Boolean);
  return `${parts.join(' and ')}, so the submission is not accepted (see efficiency)`;
}

/**
 * Codility's split: every correctness test counts, and a performance test counts when it produced
 * an answer (right, wrong or a crash). One that ran out of time or memory is left to efficiency, so
 * a correct but slow program is not marked down twice for the same failure (the verdict, `verdict.ts`,
 * still refuses it).
 */
export function rateCorrectness(report: JudgeReport): Rated {
  if (report.compileError) {
    return {
      rating: 0,
      notes: `The code does not compile, so no test could run. Fix this first:\n${report.compileError}`,
    };
  }
  const judged = report.tests.filter((test) => !isResourceFailure(test));
  const setAside = report.tests.length - judged.length;
  const total = judged.length;
  const passed = judged.filter((test) => test.passed).length;
  const rating = total === 0 ? 0 : toRating((10 * passed) / total);
  if (passed === total && setAside === 0) return { rating, notes: `All ${plural(total, 'test')} passed.` };
  if (passed === total) {
    return {
      rating,
      notes: `All answers right on the ${plural(total, 'test')} that finished; ${resourceSummary(report)}.`,
    };
  }

  const failed = judged.filter((test) => !test.passed);
  const counts = new Map<string, number>();
  for (const test of failed) counts.set(test.verdict, (counts.get(test.verdict) ?? 0) + 1);
  const summary = [...counts]
    .map(([verdict, count]) => `${count} ${VERDICT_WORDS[verdict] ?? verdict}`)
    .join(', ');
  // Samples first: the learner can see those inputs; then one example of each other kind of failure.
  const examples: string[] = [];
  const seenVerdicts = new Set<string>();
  for (const test of [...failed.filter((t) => t.sample), ...failed.filter((t) => !t.sample)]) {
    if (seenVerdicts.has(test.verdict) && !test.sample) continue;
    seenVerdicts.add(test.verdict);
    examples.push(describeFailure(test));
    if (examples.length === 3) break;
  }
  return { rating, notes: `${passed} of ${total} tests passed (${summary}). ${examples.join(' ')}` };
}
