import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { problemBank } from '../../src/problem-bank/index.js';

/** The first fenced block after a heading line "Input" / "Output" in a question. */
function sampleBlock(question: string, label: 'Input' | 'Output'): string | undefined {
  const match = new RegExp(`^${label}\\n\`\`\`\\n([\\s\\S]*?)\`\`\``, 'm').exec(question);
  return match?.[1];
}

const LARGE_INPUT_BYTES = 100_000;

/** How a statement may write a bound: 200000, or 10^9 for a power of ten. */
function statedForms(value: number): string[] {
  const exponent = Math.log10(Math.abs(value));
  const forms = [String(value)];
  if (Number.isInteger(exponent) && exponent >= 3) forms.push(`${value < 0 ? '-' : ''}10^${exponent}`);
  return forms;
}

describe('the problem bank', () => {
  test('holds at least 10 problems: ≥ 6 DSA, ≥ 2 low-level design, ≥ 2 machine coding, unique slugs', () => {
    assert.ok(problemBank.length >= 10, `${problemBank.length} problems`);
    const count = (category: string) => problemBank.filter((problem) => problem.category === category).length;
    assert.ok(count('dsa') >= 6);
    assert.ok(count('low-level-design') >= 2);
    assert.ok(count('machine-coding') >= 2);
    assert.equal(new Set(problemBank.map((problem) => problem.slug)).size, problemBank.length);
  });

  test('every level declares the bounds its statement states', () => {
    const undeclared = problemBank.flatMap((problem) =>
      problem.levels.flatMap((level, index) => (level.bounds ? [] : [`${problem.slug} level ${index + 1}`])),
    );
    assert.deepEqual(undeclared, []);
  });

  // Design and machine-coding levels too, with the number of commands as n (issue 26): a quadratic
  // rate limiter, garage, store or ledger must be named as such.
  test('every level of every problem declares its expected growth and an input generator by size', async () => {
    for (const problem of problemBank) {
      const oracle = (await import(`../../src/problem-bank/${problem.slug}/oracle.js`)) as Record<
        string,
        (input: string) => string
      >;
      for (const [index, level] of problem.levels.entries()) {
        const where = `${problem.slug} level ${index + 1}`;
        const growth = level.growth;
        assert.ok(growth, `${where} declares no growth`);
        assert.ok(growth.sizes.length >= 3, where);
        assert.deepEqual(
          [...growth.sizes].sort((a, b) => a - b),
          [...growth.sizes],
          where,
        );
        // Seeded: every submission is timed on the same inputs.
        const smallest = growth.generate(growth.sizes[0]!);
        assert.equal(growth.generate(growth.sizes[0]!), smallest, where);
        // The input grows with n (about 4× per step), and it is one the level's oracle answers.
        const next = growth.generate(growth.sizes[1]!);
        const ratio = next.length / smallest.length;
        const sizeRatio = growth.sizes[1]! / growth.sizes[0]!;
        assert.ok(ratio > sizeRatio * 0.6 && ratio < sizeRatio * 1.6, `${where}: input grew ${ratio}×`);
        assert.ok(oracle[`solveLevel${index + 1}`]!(smallest).trim().length > 0, where);
      }
    }
  });

  for (const problem of problemBank) {
    describe(problem.slug, () => {
      test('has a title, lowercase tags and three levels', () => {
        assert.ok(problem.title.trim().length > 0);
        assert.ok(problem.tags.length > 0);
        for (const tag of problem.tags) assert.equal(tag, tag.trim().toLowerCase());
        assert.equal(problem.levels.length, 3);
      });

      problem.levels.forEach((level, index) => {
        test(`level ${index + 1}: question, ≥ 8 tests with samples and hidden ones, a large input, a time limit`, () => {
          assert.match(level.question, new RegExp(`Level ${index + 1}`));
          assert.ok(level.tests.length >= 8, `${level.tests.length} tests`);
          assert.ok(level.tests.some((t) => t.sample) && level.tests.some((t) => !t.sample));
          assert.ok(level.tests.filter((t) => t.sample).length <= 3, 'at most three samples are shown');
          assert.ok(
            level.tests.some((t) => t.input.length >= LARGE_INPUT_BYTES),
            'a large input',
          );
          assert.ok(level.timeLimitMs >= 1000 && level.timeLimitMs <= 10_000);
          for (const t of level.tests) {
            assert.ok(
              t.input.endsWith('\n') && t.output.endsWith('\n'),
              'inputs and outputs are whole lines',
            );
            assert.ok(t.output.trim().length > 0, 'every test expects some output');
          }
        });

        if (level.bounds) {
          const bounds = level.bounds;
          test(`level ${index + 1}: hidden tests reach every stated bound (n = ${bounds.maxSize}, ${bounds.minValue}, ${bounds.maxValue})`, () => {
            assert.ok(level.question.includes(String(bounds.maxSize)), 'the statement states this largest n');
            for (const value of [bounds.minValue, bounds.maxValue]) {
              assert.ok(
                statedForms(value).some((form) => level.question.includes(form)),
                `the statement states the bound ${value}`,
              );
            }
            const hidden = level.tests.filter((t) => !t.sample).map((t) => bounds.measure(t.input));
            const sizes = hidden.map(({ size }) => size);
            assert.equal(Math.max(...sizes), bounds.maxSize, 'a hidden test has the largest n');
            assert.ok(Math.min(...sizes) >= 1);
            let lowest = Number.POSITIVE_INFINITY;
            let highest = Number.NEGATIVE_INFINITY;
            for (const { values } of hidden) {
              for (const value of values) {
                lowest = Math.min(lowest, value);
                highest = Math.max(highest, value);
              }
            }
            assert.equal(lowest, bounds.minValue, 'a hidden test has the smallest value');
            assert.equal(highest, bounds.maxValue, 'a hidden test has the largest value');
          });
        }

        test(`level ${index + 1}: the worked sample in the question is the first sample test`, () => {
          const [firstSample] = level.tests.filter((t) => t.sample);
          assert.equal(sampleBlock(level.question, 'Input'), firstSample?.input);
          assert.equal(sampleBlock(level.question, 'Output'), firstSample?.output);
        });
      });
    });
  }
});
