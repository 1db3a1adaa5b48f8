import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { closeSandbox } from '../../../src/evaluator/sandbox/sandbox-runtime.js';
import { BANK_CORPUS, bandViolations, confusionTable, evaluateCorpus, type CorpusResult } from './corpus.js';

/**
 * The problem bank's level 1 in the corpus (BANK_CORPUS): each program judged by the level's own
 * tests, time limit, growth plan and category. Asserted here: the slow band issue 26 adds, on every
 * slow program (the level's quadratic variant, every problem and language that has one), tuning and
 * held-out thirds alike (nothing was tuned on these programs): not accepted for the time limit,
 * overall < 7, efficiency ≤ 4, correctness ≥ 9. Printed: how often their growth was named O(n²).
 * Only the slow programs are evaluated here: the clean ones are the references that
 * problem-bank/reference-solutions.test.ts already judges, and the careless ones' labels are not
 * asserted yet; `npx tsx api/test/evaluator/quality-corpus/bank-run.ts` prints every label's table.
 */
const SLOW_PROGRAMS = BANK_CORPUS.filter((entry) => entry.variant === 'slow');

describe('quality corpus, problem bank: slow code is not accepted', { timeout: 2_400_000 }, () => {
  let results: CorpusResult[] = [];

  before(async () => {
    const started = performance.now();
    results = await evaluateCorpus(SLOW_PROGRAMS);
    for (const [name, subset] of [
      ['bank, tuning third', results.filter(({ entry }) => !entry.heldOut)],
      ['bank, held-out third', results.filter(({ entry }) => entry.heldOut)],
    ] as const) {
      console.log(`\n${name} (${subset.length} submissions)\n${confusionTable(subset)}`);
      const named = subset.filter(({ evaluation }) => evaluation.measured_growth?.measured === 'O(n²)');
      console.log(`slow programs whose growth was named O(n²): ${named.length} of ${subset.length}`);
    }
    console.log(`\n${results.length} submissions in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  });
  after(() => closeSandbox());

  test('slow programs of every problem, in every language written, are orange and time-limited', () => {
    assert.ok(SLOW_PROGRAMS.length > 0);
    assert.equal(results.length, SLOW_PROGRAMS.length);
    assert.deepEqual(bandViolations(results), []);
  });
});
