/**
 * The raw size timings behind one program's growth reading, for finding why a class was misread:
 * judges the program GROWTH_RUNS times (sample tests only, as growth-accuracy.ts) and prints each
 * run's sizes and CPU times, the start-up the fit subtracted and the class it read.
 * GROWTH_TESTS=hidden judges it as a submission is judged: on every test, with the level's expected
 * growth, so a reading in doubt is confirmed and one that belies a time-out is settled (as in the
 * quality corpus, whose slow programs are these quadratic references).
 *
 *   node --import tsx bench/growth-timings.ts build-order 1 quadratic java   (GROWTH_RUNS=5)
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fitGrowth } from '../src/evaluator/complexity/fit-growth.js';
import { growthInputs } from '../src/evaluator/complexity/growth-inputs.js';
import { judgeProgram } from '../src/evaluator/judge/judge-program.js';
import { closeSandbox, getSandboxRuntime } from '../src/evaluator/sandbox/sandbox-runtime.js';
import type { SupportedLanguage } from '../src/evaluator/types.js';
import { problemBank } from '../src/problem-bank/index.js';
import { referenceFile } from '../test/problem-bank/reference-files.js';

const [slug = '', levelNumber = '1', variant = 'quadratic', language = 'python'] = process.argv.slice(2);
const RUNS = Number(process.env.GROWTH_RUNS ?? 5);
const AS_SUBMITTED = process.env.GROWTH_TESTS === 'hidden';

async function main() {
  const problem = problemBank.find((candidate) => candidate.slug === slug);
  const level = problem?.levels[Number(levelNumber) - 1];
  if (!level?.growth) throw new Error(`no growth plan for ${slug} level ${levelNumber}`);
  const expectedGrowth = level.growth.expected;
  const lang = language as SupportedLanguage;
  const code = readFileSync(
    referenceFile(slug, levelNumber, lang, variant === 'reference' ? 'reference' : 'quadratic'),
    'utf8',
  );
  const runtime = await getSandboxRuntime();
  const inputs = growthInputs(level.growth.sizes, level.growth.generate);
  console.log(`${slug}/${levelNumber}/${variant} ${lang}; load ${loadavg()[0]!.toFixed(1)}`);
  for (let run = 0; run < RUNS; run++) {
    const report = await runtime.pool.withSlot((slot) =>
      judgeProgram(
        {
          language: lang,
          code,
          tests: level.tests.filter((test) => AS_SUBMITTED || test.sample),
          timeLimitMs: level.timeLimitMs,
          memoryLimitMb: 256,
          growthInputs: inputs,
          ...(AS_SUBMITTED ? { expectedGrowth } : {}),
        },
        slot,
        runtime,
      ),
    );
    const sizeRuns = report.sizeRuns ?? [];
    const startupMs = Math.min(
      ...report.tests.filter((test) => test.time_ms > 0).map((test) => test.time_ms),
      ...sizeRuns.map((timing) => timing.timeMs),
    );
    const fit = fitGrowth(sizeRuns, startupMs, level.growth.expected, lang);
    const shown = sizeRuns
      .map((timing) => `${timing.size}:${timing.timeMs}${timing.timedOut ? '(TO)' : ''}`)
      .join(' ');
    const timedOut = report.tests.filter((test) => test.verdict === 'time_limit_exceeded').length;
    console.log(
      `  ${shown}  ${timedOut > 0 ? `(${timedOut} tests timed out) ` : ''}start-up ${startupMs}  slope ${fit.slope?.toFixed(2) ?? '-'} → ${fit.growth ?? 'none'}`,
    );
  }
  await closeSandbox();
}

await main();
