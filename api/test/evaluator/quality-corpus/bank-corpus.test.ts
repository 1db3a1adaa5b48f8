import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { GROWTH_EXPONENTS } from '../../../src/evaluator/complexity/growth-classes.js';
import { closeSandbox } from '../../../src/evaluator/sandbox/sandbox-runtime.js';
import { problemBank } from '../../../src/problem-bank/index.js';
import { BANK_CORPUS, bandViolations, confusionTable, evaluateCorpus, type CorpusResult } from './corpus.js';

/**
 * The problem bank's level 1 in the corpus (BANK_CORPUS): each program judged by the level's own
 * tests, time limit, growth plan and category. Every variant is evaluated: slow (the level's
 * quadratic variant), clean (the level's reference), careless, and off-by-one, crash, all-wrong and
 * over-engineered (Python and JavaScript for all ten problems, written without seeing a rating).
 * Asserted:
 * - slow (issue 26, every problem and language, both thirds: no rating was tuned on them): not accepted
 *   for the time limit, overall < 7, efficiency ≤ 4, correctness ≥ 9. How many were named O(n²) is
 *   printed, not asserted: 39, 38, 40, 40, 40, 40, 39 and 37 of 40 in eight runs since a reading that
 *   belies the time-out is settled (37–40 before). The 37 was a CI run on a VM that started processes
 *   4× slower than usual (the corpus took 1,061 s against 505–549 s): calm-stretch JavaScript and
 *   TypeScript read O(n log n), courier-routes TypeScript O(n). Issue 26's 95 % is not held on such a
 *   machine yet (the evaluator README, "Measured growth");
 * - clean, both thirds: every label of the clean variant (overall ≥ 9);
 * - careless, issue 26 item 2: orange (< 7) in a design or machine-coding problem, in both thirds;
 *   in a DSA problem at least 2 below the clean program of the same language, asserted on the tuning
 *   third (the raters were tuned on it after the held-out third was fixed; the held-out gaps are
 *   printed);
 * - careless readability ≤ 5 (issue 10's band), both thirds;
 * - off-by-one, crash, all-wrong and over-engineered, both thirds: every label of their variant
 *   (nothing was tuned on them);
 * The careless variant's extensibility band (≤ 5) is printed in the confusion table but not asserted:
 * one tuning-third program (parking-garage JavaScript, 6) misses it.
 * `npx tsx api/test/evaluator/quality-corpus/bank-run.ts [--notes] [--variants=…]` prints every entry.
 */
const ENTRIES = BANK_CORPUS;
const UNTUNED_VARIANTS = ['off-by-one', 'crash', 'all-wrong', 'over-engineered'];
const ROUND_RULES = /is not below 7 in a|is not 2 below clean's/;

describe('quality corpus, problem bank: verdicts and ratings per round', { timeout: 2_400_000 }, () => {
  let results: CorpusResult[] = [];
  const of = (variant: string, heldOut: boolean) =>
    results.filter(({ entry }) => entry.variant === variant && entry.heldOut === heldOut);

  before(async () => {
    const started = performance.now();
    results = await evaluateCorpus(ENTRIES);
    for (const [name, heldOut] of [
      ['bank, tuning third', false],
      ['bank, held-out third', true],
    ] as const) {
      const subset = results.filter(({ entry }) => entry.heldOut === heldOut);
      console.log(`\n${name} (${subset.length} submissions)\n${confusionTable(subset)}`);
      const slow = of('slow', heldOut);
      const named = slow.filter(({ evaluation }) => evaluation.measured_growth?.measured === 'O(n²)');
      console.log(`slow programs whose growth was named O(n²): ${named.length} of ${slow.length}`);
      console.log(
        `careless label misses:\n${bandViolations(of('careless', heldOut), results).join('\n') || 'none'}`,
      );
    }
    console.log(`\n${results.length} submissions in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  });
  after(() => closeSandbox());

  test('slow programs of every problem, in every language written, are orange and time-limited', () => {
    const slow = results.filter(({ entry }) => entry.variant === 'slow');
    assert.ok(slow.length > 0);
    assert.deepEqual(bandViolations(slow), []);
  });

  test('clean programs (the level references) hold every clean label, both thirds', () => {
    const clean = results.filter(({ entry }) => entry.variant === 'clean');
    assert.ok(clean.length >= 13);
    assert.deepEqual(bandViolations(clean), []);
  });

  // The level-1 references are judged here only; test/problem-bank/reference-solutions.test.ts
  // holds levels 2 and 3 to the same rules.
  test('every level-1 reference is right on every test and measured within its expected growth', () => {
    const clean = results.filter(({ entry }) => entry.variant === 'clean');
    const broken = clean.flatMap(({ entry, evaluation }) => {
      const problems = [];
      if (evaluation.correctness_rating !== 10) problems.push(`correctness ${evaluation.correctness_rating}`);
      const growth = problemBank[entry.problemIndex]!.levels[0]!.growth;
      if (growth) {
        const measured = evaluation.measured_growth?.measured;
        if (evaluation.measured_growth?.expected !== growth.expected) problems.push('no growth measured');
        // O(n log n) for O(n) is within timing noise; a steeper reading is not.
        if (measured && GROWTH_EXPONENTS[measured] > GROWTH_EXPONENTS[growth.expected] + 0.15)
          problems.push(`measured ${measured}, expected ${growth.expected}`);
        if (evaluation.efficiency_rating < 7) problems.push(`efficiency ${evaluation.efficiency_rating}`);
      }
      return problems.length > 0 ? [`${entry.problem}.${entry.language}: ${problems.join(', ')}`] : [];
    });
    assert.deepEqual(broken, []);
  });

  test('off-by-one, crashing, all-wrong and over-engineered programs hold every label, both thirds', () => {
    const untuned = results.filter(({ entry }) => UNTUNED_VARIANTS.includes(entry.variant));
    for (const variant of UNTUNED_VARIANTS)
      assert.ok(untuned.filter(({ entry }) => entry.variant === variant).length >= 20, variant);
    assert.deepEqual(bandViolations(untuned), []);
  });

  test('careless but correct code: orange in a design round, 2 points below clean in DSA (tuning third)', () => {
    const careless = of('careless', false);
    assert.ok(careless.some(({ entry }) => entry.bankLevel && entry.problem === 'kv-store'));
    assert.deepEqual(
      bandViolations(careless, results).filter((violation) => ROUND_RULES.test(violation)),
      [],
    );
  });

  test('careless but correct code reads 5 or below, both thirds', () => {
    const careless = results.filter(({ entry }) => entry.variant === 'careless');
    assert.ok(careless.length >= 40);
    assert.deepEqual(
      bandViolations(careless, results).filter((violation) => /readability \S+ outside/.test(violation)),
      [],
    );
  });

  test('careless but correct code in a design round is orange in the held-out third too', () => {
    const careless = of('careless', true);
    assert.ok(careless.some(({ entry }) => entry.problem === 'rate-limiter'));
    assert.deepEqual(
      bandViolations(careless, results).filter((violation) => /is not below 7 in a/.test(violation)),
      [],
    );
  });
});
