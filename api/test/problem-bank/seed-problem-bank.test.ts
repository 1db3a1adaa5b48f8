import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { asc } from 'drizzle-orm';
import { openPglite, type DatabaseHandle } from '../../src/db/database.js';
import { runMigrations } from '../../src/db/migrate.js';
import { problems } from '../../src/db/schema/practice.js';
import { problemBank } from '../../src/problem-bank/index.js';
import { seedProblemBank } from '../../src/problem-bank/seed.js';

describe('seedProblemBank', { timeout: 120_000 }, () => {
  let handle: DatabaseHandle;

  before(async () => {
    handle = await openPglite(new PGlite(), true);
    await runMigrations(handle);
  });
  after(() => handle.close());

  test('inserts every problem with its questions, tests and time limits, once', async () => {
    assert.equal(await seedProblemBank(handle.db), problemBank.length);
    assert.equal(await seedProblemBank(handle.db), 0, 'a second seed inserts nothing');

    const rows = await handle.db.select().from(problems).orderBy(asc(problems.title));
    assert.equal(rows.length, problemBank.length);
    const stationLedger = problemBank.find((problem) => problem.slug === 'station-ledger');
    const row = rows.find((candidate) => candidate.title === stationLedger?.title);
    assert.ok(stationLedger && row);
    assert.equal(row.level2Question, stationLedger.levels[1].question);
    assert.deepEqual(row.level3Tests, stationLedger.levels[2].tests);
    assert.equal(row.level1TimeLimitMs, stationLedger.levels[0].timeLimitMs);
    assert.deepEqual(row.tags, stationLedger.tags);
  });
});
