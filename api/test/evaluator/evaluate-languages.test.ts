import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { EvaluationInputError } from '../../src/evaluator/evaluation-request.js';
import { evaluateSubmission } from '../../src/evaluator/evaluate-submission.js';
import { checkSandbox, closeSandbox } from '../../src/evaluator/sandbox/sandbox-runtime.js';
import { SUPPORTED_LANGUAGES } from '../../src/evaluator/tree-sitter.js';
import {
  CORRECT_DISTINCT,
  CRASHING_DISTINCT_PYTHON,
  DEEP_RECURSION,
  DEEP_RECURSION_DEPTH,
  ENDLESS_RECURSION_CPP,
  ENDLESS_RECURSION_JAVASCRIPT,
  DISTINCT_TESTS,
  DISTINCT_TIME_LIMIT_MS,
  NON_COMPILING_CPP,
  QUADRATIC_DISTINCT_PYTHON,
  WRONG_DISTINCT_PYTHON,
} from './sample-programs.js';

const problem = { tests: DISTINCT_TESTS, timeLimitMs: DISTINCT_TIME_LIMIT_MS, reviewer: null };

describe('evaluateSubmission with real sandboxed runs', { timeout: 120_000 }, () => {
  before(async () => {
    const status = await checkSandbox();
    assert.equal(status.available, true, `the sandbox must be available: ${status.reason}`);
  });
  after(closeSandbox);

  test('a correct solution in each of the six languages scores correctness 10 and overall ≥ 7', async () => {
    const evaluations = await Promise.all(
      SUPPORTED_LANGUAGES.map(async (language) => ({
        language,
        evaluation: await evaluateSubmission(
          {
            language,
            code: CORRECT_DISTINCT[language],
            tests: problem.tests,
            timeLimitMs: problem.timeLimitMs,
          },
          problem,
        ),
      })),
    );
    for (const { language, evaluation } of evaluations) {
      const detail = `${language}: ${JSON.stringify({ ...evaluation, test_results: evaluation.test_results.map((t) => [t.verdict, t.time_ms]) })}`;
      assert.equal(evaluation.correctness_rating, 10, detail);
      assert.ok(evaluation.overall_rating >= 7, detail);
      assert.equal(evaluation.error, undefined, detail);
      assert.ok(evaluation.runtime_ms > 0 && evaluation.memory_kb > 0, detail);
      const [sample] = evaluation.test_results;
      assert.equal(sample?.actual_output, '3\n', detail);
      const hidden = evaluation.test_results.find((result) => !result.sample);
      assert.equal(hidden?.actual_output, undefined, 'hidden tests reveal only pass/fail');
      assert.equal(hidden?.input, undefined, 'hidden tests reveal only pass/fail');
    }
  });

  test('a wrong solution gets a low correctness and a note showing the first wrong line of a sample', async () => {
    const evaluation = await evaluateSubmission({
      language: 'python',
      code: WRONG_DISTINCT_PYTHON,
      ...problem,
    });
    assert.ok(evaluation.correctness_rating < 5, String(evaluation.correctness_rating));
    assert.ok(evaluation.overall_rating < 7);
    assert.match(
      evaluation.correctness_notes,
      /Sample test 1: line 1 of the output should be "3" but was "4"/,
    );
    assert.equal(evaluation.test_results[0]?.verdict, 'wrong_answer');
  });

  test('a quadratic solution times out on the large inputs and gets a low efficiency saying why', async () => {
    const evaluation = await evaluateSubmission({
      language: 'python',
      code: QUADRATIC_DISTINCT_PYTHON,
      ...problem,
    });
    const large = evaluation.test_results.slice(4);
    assert.ok(
      large.some((result) => result.verdict === 'time_limit_exceeded'),
      JSON.stringify(large),
    );
    assert.ok(evaluation.efficiency_rating <= 3, String(evaluation.efficiency_rating));
    assert.match(evaluation.efficiency_notes, /Too slow/);
    // Running out of time on a performance test lowers efficiency, not correctness (evaluator README).
    assert.ok(evaluation.correctness_rating >= 9, String(evaluation.correctness_rating));
    assert.ok(
      evaluation.test_results.slice(0, 4).every((result) => result.passed),
      'small tests still pass',
    );
  });

  test('code that does not compile gets correctness 0 and the compiler message with its line', async () => {
    const evaluation = await evaluateSubmission({ language: 'cpp', code: NON_COMPILING_CPP, ...problem });
    assert.equal(evaluation.correctness_rating, 0);
    assert.match(evaluation.correctness_notes, /does not compile/);
    assert.match(evaluation.error ?? '', /main\.cpp:4:\d+: error: expected initializer/);
    assert.ok(evaluation.test_results.every((result) => result.verdict === 'not_run'));
    assert.ok(evaluation.overall_rating < 5);
  });

  test('TypeScript that does not parse is a compile error too', async () => {
    const evaluation = await evaluateSubmission({
      language: 'typescript',
      code: 'const total: number = ;\nconsole.log(total);\n',
      ...problem,
    });
    assert.equal(evaluation.correctness_rating, 0);
    assert.match(evaluation.error ?? '', /Expression expected/);
  });

  test('TypeScript nested too deeply for swc is a compile error, and the evaluating process survives', async () => {
    // 5 000 nested parentheses overflowed swc's native stack: SIGSEGV of the whole process.
    const depth = 20_000;
    const evaluation = await evaluateSubmission({
      language: 'typescript',
      code: `const total: number = ${'('.repeat(depth)}1${')'.repeat(depth)};\nconsole.log(total);\n`,
      ...problem,
    });
    assert.equal(evaluation.correctness_rating, 0);
    assert.match(evaluation.error ?? '', /too complex to compile/);
  });

  test('a crash is a runtime error whose note names the exception and the line', async () => {
    const evaluation = await evaluateSubmission({
      language: 'python',
      code: CRASHING_DISTINCT_PYTHON,
      ...problem,
    });
    assert.equal(evaluation.correctness_rating, 0);
    assert.ok(evaluation.test_results.every((result) => result.verdict === 'runtime_error'));
    assert.match(
      evaluation.correctness_notes,
      /crashed \(exit code 1\) at line 7: IndexError: list index out of range/,
    );
    assert.match(evaluation.robustness_notes, /crashed on 6 tests/);
    assert.match(evaluation.test_results[0]?.stderr ?? '', /IndexError/);
  });

  test(`recursion ${DEEP_RECURSION_DEPTH} calls deep runs in each of the six languages`, async () => {
    const depthTest = {
      input: `${DEEP_RECURSION_DEPTH}\n`,
      output: `${DEEP_RECURSION_DEPTH}\n`,
      sample: true,
    };
    const verdicts = await Promise.all(
      SUPPORTED_LANGUAGES.map(async (language) => {
        const evaluation = await evaluateSubmission(
          { language, code: DEEP_RECURSION[language], tests: [depthTest], timeLimitMs: 2000 },
          problem,
        );
        const [result] = evaluation.test_results;
        return `${language}: ${result?.verdict} ${result?.stderr ?? ''}`.trim();
      }),
    );
    assert.deepEqual(
      verdicts,
      SUPPORTED_LANGUAGES.map((language) => `${language}: passed`),
    );
  });

  test('endless recursion in JavaScript is a RangeError the note names, not a signal', async () => {
    const evaluation = await evaluateSubmission({
      language: 'javascript',
      code: ENDLESS_RECURSION_JAVASCRIPT,
      ...problem,
    });
    assert.ok(evaluation.test_results.every((result) => result.verdict === 'runtime_error'));
    assert.match(evaluation.correctness_notes, /RangeError: Maximum call stack size exceeded/);
  });

  test('endless recursion in C++ is a crash whose note names deep recursion, not the memory limit', async () => {
    const evaluation = await evaluateSubmission({ language: 'cpp', code: ENDLESS_RECURSION_CPP, ...problem });
    assert.ok(evaluation.test_results.every((result) => result.verdict === 'runtime_error'));
    assert.match(evaluation.correctness_notes, /SIGSEGV \(segmentation fault: .*very deep recursion\)/);
  });

  test('invalid requests are refused with a readable message', async () => {
    await assert.rejects(
      evaluateSubmission({ language: 'python', code: '   ', ...problem }),
      (error: Error) => error instanceof EvaluationInputError && /Please write some code/.test(error.message),
    );
    await assert.rejects(
      evaluateSubmission({ language: 'cobol' as never, code: 'x', ...problem }),
      (error: Error) => error instanceof EvaluationInputError && /^language:/.test(error.message),
    );
    await assert.rejects(
      evaluateSubmission({ language: 'python', code: 'print(1)', tests: [], timeLimitMs: 1000 }),
      (error: Error) => error instanceof EvaluationInputError && /At least one test/.test(error.message),
    );
  });
});
