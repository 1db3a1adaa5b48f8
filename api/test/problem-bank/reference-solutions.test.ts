import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { evaluateSubmission } from '../../src/evaluator/evaluate-submission.js';
import { checkSandbox, closeSandbox } from '../../src/evaluator/sandbox/sandbox-runtime.js';
import type { SupportedLanguage } from '../../src/evaluator/types.js';
import { problemBank } from '../../src/problem-bank/index.js';

const EXTENSIONS: Record<SupportedLanguage, string> = {
  python: 'py',
  javascript: 'js',
  typescript: 'ts',
  java: 'java',
  cpp: 'cpp',
  go: 'go',
};

/** Problems whose references exist in every language; the others are checked in Python only. */
const SIX_LANGUAGE_PROBLEMS = ['station-ledger', 'calm-stretch'];

function referencePath(slug: string, level: number, language: SupportedLanguage): URL {
  return new URL(`./references/${slug}/level-${level}.${EXTENSIONS[language]}`, import.meta.url);
}

const cases = problemBank.flatMap((problem) =>
  problem.levels.flatMap((level, index) => {
    const languages = SIX_LANGUAGE_PROBLEMS.includes(problem.slug)
      ? (Object.keys(EXTENSIONS) as SupportedLanguage[])
      : (['python'] as const);
    return languages.map((language) => ({ problem, level, levelNumber: index + 1, language }));
  }),
);

/**
 * The Python reference with its arrays sized one short of the stated largest n: `[0] * (n + k)`
 * (indexed from 1) holds at most n = maxSize positions, `[0] * n` and `[0] * len(list)` at most
 * maxSize - 1. The classic
 * fixed-size-array slip: identical on smaller inputs, an IndexError at the bound.
 */
function arraysOneShortOfBound(reference: string, maxSize: number): string {
  let replaced = 0;
  // Bare sizes first: the capped `(n + k)` form written second contains `[0] * min`.
  const variant = reference
    .replace(/\[0\] \* len\((\w+)\)/g, (_array, list: string) => {
      replaced += 1;
      return `[0] * min(len(${list}), ${maxSize - 1})`;
    })
    .replace(/\[0\] \* (\w+)\b(?! \+|\()/g, (_array, size: string) => {
      replaced += 1;
      return `[0] * min(${size}, ${maxSize - 1})`;
    })
    .replace(/\[0\] \* \((\w+) \+ (\d+)\)/g, (_array, size: string, extra: string) => {
      replaced += 1;
      return `[0] * min(${size} + ${extra}, ${maxSize})`;
    });
  assert.ok(replaced > 0, 'the reference sizes its arrays as [0] * (n + k) or [0] * n');
  return variant;
}

const boundedCases = problemBank.flatMap((problem) =>
  problem.levels.flatMap((level, index) =>
    level.bounds ? [{ problem, level, levelNumber: index + 1 }] : [],
  ),
);

describe('reference solutions, judged in the real sandbox', { timeout: 600_000 }, () => {
  before(async () => {
    const status = await checkSandbox();
    assert.equal(status.available, true, `the sandbox must be available: ${status.reason}`);
  });
  after(closeSandbox);

  test('every problem has a Python reference per level, and two problems have all six languages', () => {
    for (const { problem, levelNumber, language } of cases) {
      assert.ok(
        existsSync(referencePath(problem.slug, levelNumber, language)),
        `${problem.slug} level ${levelNumber} ${language}`,
      );
    }
    assert.equal(cases.length, problemBank.length * 3 + SIX_LANGUAGE_PROBLEMS.length * 3 * 5);
  });

  for (const { problem, level, levelNumber } of boundedCases) {
    const maxSize = level.bounds!.maxSize;
    test(`${problem.slug} level ${levelNumber}: the reference with arrays one short of n = ${maxSize} fails`, async () => {
      const reference = readFileSync(referencePath(problem.slug, levelNumber, 'python'), 'utf8');
      const evaluation = await evaluateSubmission(
        {
          language: 'python',
          code: arraysOneShortOfBound(reference, maxSize),
          tests: [...level.tests],
          timeLimitMs: level.timeLimitMs,
        },
        { reviewer: null },
      );
      assert.ok(evaluation.correctness_rating < 10, evaluation.correctness_notes);
      assert.ok(evaluation.overall_rating < 7, `overall ${evaluation.overall_rating}`);
      // Only the bound tests fail: the variant is the reference on every smaller input.
      const failed = evaluation.test_results.filter((result) => !result.passed);
      assert.ok(failed.every((result) => !result.sample));
      assert.ok(
        failed.every((result) => result.verdict === 'runtime_error'),
        evaluation.correctness_notes,
      );
    });
  }

  for (const { problem, level, levelNumber, language } of cases) {
    test(`${problem.slug} level ${levelNumber} in ${language}: correctness 10, overall ≥ 7`, async () => {
      const code = readFileSync(referencePath(problem.slug, levelNumber, language), 'utf8');
      const evaluation = await evaluateSubmission(
        { language, code, tests: [...level.tests], timeLimitMs: level.timeLimitMs },
        { reviewer: null },
      );
      const failing = evaluation.test_results
        .filter((result) => !result.passed)
        .map(
          (result) => `#${result.index + 1} ${result.verdict} ${result.time_ms} ms ${result.stderr ?? ''}`,
        );
      const detail = `${evaluation.error ?? ''} failing: ${failing.join('; ')} | ${evaluation.correctness_notes} | ${evaluation.efficiency_notes}`;
      assert.equal(evaluation.correctness_rating, 10, detail);
      assert.ok(
        evaluation.overall_rating >= 7,
        `overall ${evaluation.overall_rating}: ${JSON.stringify(evaluation)}`,
      );
    });
  }
});
