import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { judgeProgram } from '../../src/evaluator/judge/judge-program.js';
import { DEFAULT_MEMORY_LIMIT_MB } from '../../src/evaluator/judge/sandbox-limits.js';
import {
  checkSandbox,
  closeSandbox,
  getSandboxRuntime,
} from '../../src/evaluator/sandbox/sandbox-runtime.js';
import { SUPPORTED_LANGUAGES } from '../../src/evaluator/tree-sitter.js';
import type { SupportedLanguage, TestCase } from '../../src/evaluator/types.js';
import { starterTemplates } from '../../src/features/practice/starter-templates/index.js';
import { problemBank } from '../../src/problem-bank/index.js';
import { commandScriptIo, parseLevelIo, type LevelIo } from '../../src/problem-bank/level-io.js';

const levels = problemBank.flatMap((problem) =>
  problem.levels.map((level, index) => ({ problem, level, name: `${problem.slug} level ${index + 1}` })),
);

describe('level input/output descriptions', () => {
  const valid: LevelIo = {
    function: 'sumAll',
    input: [
      { kind: 'line', fields: [{ name: 'n', type: 'int' }] },
      { kind: 'array', name: 'amounts', type: 'long', length: 'n' },
    ],
    output: { parts: [{ kind: 'value', name: 'total', type: 'long' }] },
  };

  test('every bank level has one, with a function named after its task', () => {
    for (const { level, name } of levels) assert.doesNotThrow(() => parseLevelIo(level.io), name);
  });

  test('refuses a description the generated code could not compile from', () => {
    const broken: [unknown, RegExp][] = [
      // A list sized by a value that was never read.
      [{ ...valid, input: [valid.input[1]] }, /sized by "n", which must be a number read before it/],
      // Sized by a string.
      [
        {
          ...valid,
          input: [{ kind: 'line', fields: [{ name: 'n', type: 'string' }] }, valid.input[1]],
        },
        /must be a number read before it/,
      ],
      // Two variables of one name.
      [{ ...valid, output: { parts: [{ kind: 'value', name: 'n', type: 'int' }] } }, /"n" is declared twice/],
      // A name some target language or the generated reader uses itself.
      [{ ...valid, function: 'main' }, /reserved/],
      [{ ...valid, input: [{ kind: 'line', fields: [{ name: 'class', type: 'int' }] }] }, /reserved/],
      [{ ...valid, function: 'sum-all' }, /camelCase/],
      [
        { ...valid, output: { parts: [{ kind: 'row', name: 'total', type: 'int' }], oneLine: true } },
        /one output line/,
      ],
    ];
    for (const [io, message] of broken) assert.throws(() => parseLevelIo(io), message, JSON.stringify(io));
    assert.doesNotThrow(() => parseLevelIo(valid));
    assert.doesNotThrow(() => parseLevelIo(commandScriptIo('runGarage')));
  });

  test('a template names the function, its typed parameters and the reading of every input', () => {
    const templates = starterTemplates(valid);
    assert.match(templates.python, /def sum_all\(n: int, amounts: list\[int\]\) -> int:/);
    assert.match(templates.typescript, /function sumAll\(n: number, amounts: number\[\]\): number \{/);
    assert.match(templates.java, /static long sumAll\(int n, long\[\] amounts\) \{/);
    assert.match(templates.cpp, /long long sumAll\(int n, const vector<long long>& amounts\) \{/);
    assert.match(templates.go, /func sumAll\(n int, amounts \[\]int64\) \(total int64\) \{/);
    assert.match(templates.javascript, /@param \{number\[\]\} amounts/);
  });
});

/**
 * Every template of every level in every language, judged on the level's samples in the real
 * sandbox: it must compile, read the whole input and print something in the right shape, and that
 * something must be a wrong answer (the function returns empty values), never a compile error, a
 * crash or a time-out.
 */
describe('starter templates in the real sandbox', { timeout: 1_800_000 }, () => {
  before(async () => {
    const status = await checkSandbox();
    assert.equal(status.available, true, `the sandbox must be available: ${status.reason}`);
  });
  after(closeSandbox);

  test(`all ${levels.length} levels × ${SUPPORTED_LANGUAGES.length} languages compile, run and answer wrong, never crash`, async () => {
    const runtime = await getSandboxRuntime();
    // Levels with the same description (a command script's three levels) get the same code: it is
    // compiled once and run on all their samples.
    const programs = new Map<
      string,
      { language: SupportedLanguage; code: string; names: string[]; tests: TestCase[]; timeLimitMs: number }
    >();
    for (const { level, name } of levels) {
      const templates = starterTemplates(level.io);
      for (const language of SUPPORTED_LANGUAGES) {
        const key = `${language}\n${templates[language]}`;
        const program = programs.get(key) ?? {
          language,
          code: templates[language],
          names: [],
          tests: [],
          timeLimitMs: 0,
        };
        program.names.push(name);
        program.tests.push(...level.samples.map((sample) => ({ ...sample })));
        program.timeLimitMs = Math.max(program.timeLimitMs, level.timeLimitMs);
        programs.set(key, program);
      }
    }
    const started = performance.now();
    // The pool runs as many at once as it has slots; the rest wait for one.
    const outcomes = await Promise.all(
      [...programs.values()].map(async ({ language, code, names, tests, timeLimitMs }) => {
        const judge = () =>
          runtime.pool.withSlot((slot) =>
            judgeProgram(
              { language, code, tests, timeLimitMs, memoryLimitMb: DEFAULT_MEMORY_LIMIT_MB },
              slot,
              runtime,
            ),
          );
        // On a machine shared by many jobs the compiler can exceed its 30 s of wall time: that is the
        // machine's load, not the template, so a compile time-out alone is judged again (twice at most).
        let report = await judge();
        for (
          let attempt = 1;
          attempt < 3 && report.compileError?.startsWith('Compilation took longer');
          attempt++
        ) {
          report = await judge();
        }
        const what = `${names.join(', ')} in ${language}`;
        // A neutral answer (0, empty) can be right on a sample (an all-water map has 0 islands), but
        // every run must end cleanly with output to compare, and some sample must be answered wrong.
        const verdicts = report.tests.map((judged) => judged.verdict);
        const runsAndAnswersWrong =
          report.tests.length === tests.length &&
          verdicts.every((verdict) => verdict === 'wrong_answer' || verdict === 'passed') &&
          verdicts.includes('wrong_answer');
        console.log(`${runsAndAnswersWrong ? 'ok' : 'FAILED'}: ${what}`);
        return {
          what,
          compileError: report.compileError,
          verdicts: report.tests.map((judged) => `${judged.verdict} ${judged.stderr ?? ''}`.trim()),
          runsAndAnswersWrong,
        };
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `judged ${outcomes.length} distinct templates (${levels.length * SUPPORTED_LANGUAGES.length} level-language pairs) in ${seconds.toFixed(1)} s`,
    );
    const failures = outcomes.filter((outcome) => outcome.compileError || !outcome.runsAndAnswersWrong);
    assert.deepEqual(
      failures.map((failure) => `${failure.what}: ${failure.compileError ?? failure.verdicts.join('; ')}`),
      [],
    );
  });
});
