/**
 * Whether a quadratic variant is only slow: judged on every test of its level, each answer that
 * finished must be right (a time-out is what the variant is for; a wrong answer or a crash is not).
 *
 *   node --import tsx bench/check-variant.ts station-ledger 3 java [more languages]
 */
import { readFileSync } from 'node:fs';
import { judgeProgram } from '../src/evaluator/judge/judge-program.js';
import { closeSandbox, getSandboxRuntime } from '../src/evaluator/sandbox/sandbox-runtime.js';
import type { SupportedLanguage } from '../src/evaluator/types.js';
import { problemBank } from '../src/problem-bank/index.js';
import { referenceFile } from '../test/problem-bank/reference-files.js';

const [slug = '', levelNumber = '1', ...languages] = process.argv.slice(2);

async function main() {
  const level = problemBank.find((problem) => problem.slug === slug)?.levels[Number(levelNumber) - 1];
  if (!level) throw new Error(`no level ${levelNumber} in ${slug}`);
  const runtime = await getSandboxRuntime();
  let failed = false;
  for (const language of languages as SupportedLanguage[]) {
    const code = readFileSync(referenceFile(slug, levelNumber, language, 'quadratic'), 'utf8');
    const report = await runtime.pool.withSlot((slot) =>
      judgeProgram(
        { language, code, tests: [...level.tests], timeLimitMs: level.timeLimitMs, memoryLimitMb: 256 },
        slot,
        runtime,
      ),
    );
    const verdicts = report.tests.map((test) => test.verdict);
    const wrong = report.tests.filter(
      // not_run: skipped after a smaller input ran out of time.
      (test) => !['passed', 'time_limit_exceeded', 'not_run'].includes(test.verdict),
    );
    if (report.compileError || wrong.length > 0) failed = true;
    console.log(
      `${slug}/${levelNumber} ${language}: ${report.compileError ? `compile error ${report.compileError}` : verdicts.join(' ')}`,
    );
    for (const test of wrong)
      console.log(
        `  test ${test.index}: ${test.verdict} ${test.stderrExcerpt ?? ''} ${test.exitDescription ?? ''}`,
      );
  }
  await closeSandbox();
  if (failed) process.exitCode = 1;
}

await main();
