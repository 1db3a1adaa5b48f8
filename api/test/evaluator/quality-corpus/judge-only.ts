/**
 * Judges corpus programs on a bank level's tests and prints each test's verdict, and nothing of the
 * ratings: a program is written as a learner would write it, and checked to behave as its variant
 * says (clean: all pass; off-by-one: some wrong answers; crash: a runtime error; all-wrong: every
 * test wrong) before anyone sees how the evaluator rates it.
 * Usage: npx tsx api/test/evaluator/quality-corpus/judge-only.ts <slug> <level> <file>…
 *   (the language comes from each file's extension)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { judgeProgram } from '../../../src/evaluator/judge/judge-program.js';
import { closeSandbox, getSandboxRuntime } from '../../../src/evaluator/sandbox/sandbox-runtime.js';
import type { SupportedLanguage } from '../../../src/evaluator/types.js';
import { problemBank } from '../../../src/problem-bank/index.js';
import { REFERENCE_EXTENSIONS } from '../../problem-bank/reference-files.js';

const [slug = '', levelNumber = '1', ...files] = process.argv.slice(2);
const level = problemBank.find((problem) => problem.slug === slug)?.levels[Number(levelNumber) - 1];
if (!level || files.length === 0) {
  console.error(
    'Usage: judge-only.ts <slug> <level> <file>… (slugs: ' + problemBank.map((p) => p.slug).join(', ') + ')',
  );
  process.exit(2);
}
const languageOf = (file: string) =>
  (Object.entries(REFERENCE_EXTENSIONS).find(([, extension]) => file.endsWith(`.${extension}`)) ?? [])[0] as
    SupportedLanguage | undefined;

const runtime = await getSandboxRuntime();
for (const file of files) {
  const language = languageOf(file);
  if (!language) {
    console.log(`${file}: unknown extension`);
    continue;
  }
  const report = await runtime.pool.withSlot((slot) =>
    judgeProgram(
      {
        language,
        code: readFileSync(file, 'utf8'),
        tests: [...level.tests],
        timeLimitMs: level.timeLimitMs,
        memoryLimitMb: 256,
      },
      slot,
      runtime,
    ),
  );
  console.log(`\n${path.relative(process.cwd(), file)} (${language}, ${slug} level ${levelNumber})`);
  if (report.compileError) {
    console.log(`  compile error: ${report.compileError}`);
    continue;
  }
  const counts = new Map<string, number>();
  for (const test of report.tests) counts.set(test.verdict, (counts.get(test.verdict) ?? 0) + 1);
  console.log(`  ${[...counts].map(([verdict, count]) => `${verdict} ×${count}`).join(', ')}`);
  for (const test of report.tests.filter((test) => test.verdict !== 'passed'))
    console.log(
      `  test ${test.index}${level.tests[test.index]?.sample ? ' (sample)' : ''}: ${test.verdict} ${test.time_ms} ms ${test.exitDescription ?? ''} ${(test.stderrExcerpt ?? '').slice(0, 300)}`,
    );
}
await closeSandbox();
