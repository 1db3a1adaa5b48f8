import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { PGlite } from '@electric-sql/pglite';
import { asc, eq } from 'drizzle-orm';
import { openPglite, type DatabaseHandle } from '../../src/db/database.js';
import { problems } from '../../src/db/schema/practice.js';
import { collectSeedSamples } from '../../src/problem-bank/generate-seed-samples.js';
import { problemBank } from '../../src/problem-bank/index.js';
import { readSeedSamples } from '../../src/problem-bank/seed-samples.js';
import { seedProblemBank } from '../../src/problem-bank/seed.js';
import { migratedPglite } from '../helpers/pglite-template.js';

describe('seedProblemBank', { timeout: 120_000 }, () => {
  let pglite: PGlite;
  let handle: DatabaseHandle;

  before(async () => {
    pglite = await migratedPglite();
    handle = await openPglite(pglite, true);
  });
  after(() => handle.close());

  test('inserts every problem with its slug, questions, tags, time limits and only the samples, quickly', async () => {
    const started = performance.now();
    assert.equal(await seedProblemBank(handle.db), problemBank.length);
    const elapsedMs = performance.now() - started;
    assert.ok(elapsedMs < 3000, `seeding took ${Math.round(elapsedMs)} ms`);

    const rows = await handle.db.select().from(problems).orderBy(asc(problems.title));
    assert.equal(rows.length, problemBank.length);
    const stationLedger = problemBank.find((problem) => problem.slug === 'station-ledger');
    const row = rows.find((candidate) => candidate.bankSlug === 'station-ledger');
    assert.ok(stationLedger && row);
    assert.equal(row.title, stationLedger.title);
    assert.equal(row.level2Question, stationLedger.levels[1].question);
    assert.equal(row.level1TimeLimitMs, stationLedger.levels[0].timeLimitMs);
    assert.deepEqual(row.tags, stationLedger.tags);
    for (const storedTests of [row.level1Tests, row.level2Tests, row.level3Tests]) {
      assert.ok(storedTests.length >= 1);
      assert.ok(
        storedTests.every((stored) => stored.sample),
        'hidden tests stay in code',
      );
    }
    assert.deepEqual(
      row.level3Tests.map(({ input, output }) => ({ input, output })),
      readSeedSamples()['station-ledger']?.[2],
    );
  });

  test('a second seed inserts nothing and restores what drifted from the bank', async () => {
    await handle.db
      .update(problems)
      .set({ title: 'Edited by hand' })
      .where(eq(problems.bankSlug, 'kv-store'));
    assert.equal(await seedProblemBank(handle.db), 0);
    const rows = await handle.db.select().from(problems);
    assert.equal(rows.length, problemBank.length);
    const kvStore = rows.find((row) => row.bankSlug === 'kv-store');
    assert.equal(kvStore?.title, problemBank.find((problem) => problem.slug === 'kv-store')?.title);
  });

  test('seed-samples.json holds exactly the samples the bank generates', () => {
    assert.deepEqual(
      readSeedSamples(),
      collectSeedSamples(),
      'seed-samples.json is stale: run `npx tsx api/src/problem-bank/generate-seed-samples.ts`',
    );
  });

  test("a level's samples are the sample tests of its full test list", () => {
    const level = problemBank.find((problem) => problem.slug === 'calm-stretch')?.levels[0];
    assert.ok(level);
    assert.deepEqual(
      level.samples,
      level.tests.filter((candidate) => candidate.sample),
    );
  });
});
