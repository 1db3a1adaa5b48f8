import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { problemBank } from './index.js';
import { SEED_SAMPLES_URL, type SeedSamples } from './seed-samples.js';

/**
 * Regenerates seed-samples.json from the bank (a few seconds: every level's inputs are built).
 * Run after changing a problem's tests: `npx tsx api/src/problem-bank/generate-seed-samples.ts`.
 */
export function collectSeedSamples(): SeedSamples {
  return Object.fromEntries(
    problemBank.map((problem) => [
      problem.slug,
      problem.levels.map((level) => level.samples.map(({ input, output }) => ({ input, output }))),
    ]),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SEED_SAMPLES_URL, `${JSON.stringify(collectSeedSamples(), null, 2)}\n`);
  console.log(`Wrote ${fileURLToPath(SEED_SAMPLES_URL)}`);
}
