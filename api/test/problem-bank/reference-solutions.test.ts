import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { GROWTH_EXPONENTS } from '../../src/evaluator/complexity/growth-classes.js';
import { evaluateSubmission } from '../../src/evaluator/evaluate-submission.js';
import { checkSandbox, closeSandbox } from '../../src/evaluator/sandbox/sandbox-runtime.js';
import type { SupportedLanguage } from '../../src/evaluator/types.js';
import { problemBank } from '../../src/problem-bank/index.js';
import { REFERENCE_EXTENSIONS, referenceFile } from './reference-files.js';

/** Problems whose references exist in every language; the others are checked in Python only. */
const SIX_LANGUAGE_PROBLEMS = ['station-ledger', 'calm-stretch'];

const cases = problemBank.flatMap((problem) =>
  problem.levels.flatMap((level, index) => {
    const languages = SIX_LANGUAGE_PROBLEMS.includes(problem.slug)
      ? (Object.keys(REFERENCE_EXTENSIONS) as SupportedLanguage[])
      : (['python'] as const);
    return languages.map((language) => ({ problem, level, levelNumber: index + 1, language }));
  }),
);

/**
 * The Python reference made to hold one item fewer than the stated largest n: the classic
 * fixed-size-array slip, identical on smaller inputs and failing at the bound. Arrays indexed from
 * 1 (`[v] * (n + k)`, `[[] for _ in range(n + k)]`) keep at most maxSize positions; arrays of n
 * items (`[v] * n`, `[v] * len(list)`, `[v] * (rows * columns)`) keep maxSize - 1. A reference
 * without such arrays (dictionaries only) reads at most maxSize - 1 items instead.
 */
function oneShortOfBound(reference: string, maxSize: number): string {
  let replaced = 0;
  const capped = (text: string) => {
    replaced += 1;
    return text;
  };
  const filled = String.raw`(\[[^\[\]\n]*\]) \* `;
  // Bare sizes first: the capped `(n + k)` forms written after them contain `* min(`.
  let variant = reference
    .replace(new RegExp(`${filled}len\\((\\w+)\\)`, 'g'), (_all, fill: string, list: string) =>
      capped(`${fill} * min(len(${list}), ${maxSize - 1})`),
    )
    .replace(new RegExp(`${filled}(\\w+)\\b(?! \\+|\\()`, 'g'), (_all, fill: string, size: string) =>
      capped(`${fill} * min(${size}, ${maxSize - 1})`),
    )
    .replace(
      new RegExp(`${filled}\\((\\w+) \\* (\\w+)\\)`, 'g'),
      (_all, fill: string, a: string, b: string) => capped(`${fill} * min(${a} * ${b}, ${maxSize - 1})`),
    )
    .replace(
      new RegExp(`${filled}\\((\\w+) \\+ (\\d+)\\)`, 'g'),
      (_all, fill: string, size: string, extra: string) =>
        capped(`${fill} * min(${size} + ${extra}, ${maxSize})`),
    )
    .replace(/for _ in range\((\w+) \+ (\d+)\)\]/g, (_all, size: string, extra: string) =>
      capped(`for _ in range(min(${size} + ${extra}, ${maxSize}))]`),
    );
  if (replaced === 0) {
    variant = variant.replace(/\bint\((data|lines)\[0\]\)/, (_all, source: string) =>
      capped(`min(int(${source}[0]), ${maxSize - 1})`),
    );
  }
  assert.ok(replaced > 0, 'the reference sizes an array by n, or reads n from data[0] or lines[0]');
  return variant;
}

const boundedCases = problemBank.flatMap((problem) =>
  problem.levels.flatMap((level, index) =>
    level.bounds ? [{ problem, level, levelNumber: index + 1 }] : [],
  ),
);

// Two evaluations at a time, as a worker with two slots runs them (and as the bank corpus judges).
describe('reference solutions, judged in the real sandbox', { timeout: 600_000, concurrency: 2 }, () => {
  before(async () => {
    const status = await checkSandbox();
    assert.equal(status.available, true, `the sandbox must be available: ${status.reason}`);
  });
  after(closeSandbox);

  test('every problem has a Python reference per level, and two problems have all six languages', () => {
    for (const { problem, levelNumber, language } of cases) {
      assert.ok(
        existsSync(referenceFile(problem.slug, levelNumber, language)),
        `${problem.slug} level ${levelNumber} ${language}`,
      );
    }
    assert.equal(cases.length, problemBank.length * 3 + SIX_LANGUAGE_PROBLEMS.length * 3 * 5);
  });

  for (const { problem, level, levelNumber } of boundedCases) {
    const maxSize = level.bounds!.maxSize;
    test(`${problem.slug} level ${levelNumber}: the reference holding one item short of n = ${maxSize} fails`, async () => {
      const reference = readFileSync(referenceFile(problem.slug, levelNumber, 'python'), 'utf8');
      const evaluation = await evaluateSubmission(
        {
          language: 'python',
          code: oneShortOfBound(reference, maxSize),
          tests: [...level.tests],
          timeLimitMs: level.timeLimitMs,
        },
        { reviewer: null },
      );
      assert.ok(evaluation.correctness_rating < 10, evaluation.correctness_notes);
      assert.ok(evaluation.overall_rating < 7, `overall ${evaluation.overall_rating}`);
      // Only the bound tests fail: the variant is the reference on every smaller input. An array
      // one short is indexed past its end; a reader one short answers for too few items.
      const failed = evaluation.test_results.filter((result) => !result.passed);
      assert.ok(failed.every((result) => !result.sample));
      assert.ok(
        failed.every((result) => result.verdict === 'runtime_error' || result.verdict === 'wrong_answer'),
        evaluation.correctness_notes,
      );
      const atBound = level.tests.flatMap((test, index) =>
        level.bounds!.measure(test.input).size >= maxSize ? [index] : [],
      );
      assert.ok(
        failed.every((result) => atBound.includes(result.index)),
        `only tests at n = ${maxSize} fail: ${failed.map((result) => result.index).join(', ')}`,
      );
    });
  }

  // Level 1's references are judged by the problem-bank quality corpus (every language written, as
  // its clean programs, under the same rules: test/evaluator/quality-corpus/bank-corpus.test.ts).
  for (const { problem, level, levelNumber, language } of cases.filter((item) => item.levelNumber > 1)) {
    test(`${problem.slug} level ${levelNumber} in ${language}: correctness 10, overall ≥ 7`, async () => {
      const code = readFileSync(referenceFile(problem.slug, levelNumber, language), 'utf8');
      const growth = level.growth && {
        expected: level.growth.expected,
        inputs: level.growth.sizes.map((size) => ({ size, input: level.growth!.generate(size) })),
      };
      const evaluation = await evaluateSubmission(
        { language, code, tests: [...level.tests], timeLimitMs: level.timeLimitMs, growth },
        { reviewer: null },
      );
      const failing = evaluation.test_results
        .filter((result) => !result.passed)
        .map(
          (result) => `#${result.index + 1} ${result.verdict} ${result.time_ms} ms ${result.stderr ?? ''}`,
        );
      const detail = `${evaluation.error ?? ''} failing: ${failing.join('; ')} | ${evaluation.correctness_notes} | ${evaluation.efficiency_notes}`;
      assert.equal(evaluation.correctness_rating, 10, detail);
      // A level that declares its growth must find its own reference within it.
      if (growth) {
        assert.equal(evaluation.measured_growth?.expected, growth.expected, detail);
        // Measured at its expected growth or below it (O(n log n) for O(n) is within timing noise),
        // so no growth ceiling applies: at most the share of the limit used costs points, and that
        // share grows with the machine's load (build-order level 3 in Python used 62% at load 27).
        assert.ok(evaluation.efficiency_rating >= 7, `efficiency ${evaluation.efficiency_rating}: ${detail}`);
        const measured = evaluation.measured_growth?.measured;
        assert.ok(
          measured === undefined || GROWTH_EXPONENTS[measured] <= GROWTH_EXPONENTS[growth.expected] + 0.15,
          `measured ${measured}: ${detail}`,
        );
      }
      assert.ok(
        evaluation.overall_rating >= 7,
        `overall ${evaluation.overall_rating}: ${JSON.stringify(evaluation)}`,
      );
    });
  }
});
