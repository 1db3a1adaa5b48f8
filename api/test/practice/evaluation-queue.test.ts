import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { openPostgres, queryRows } from '../../src/db/database';
import { createSubmissionsRepository } from '../../src/features/practice/submissions-repository';
import { migratedPglite } from '../helpers/pglite-template';
import { signUp, TEST_ENV, type TestUser } from '../helpers/test-app';
import { waitFor } from '../helpers/wait-for';
import { createProblem, evaluateCode, get, PYTHON_ECHO } from './practice-fixtures';

const serverUrl = process.env.TEST_DATABASE_URL;
const apiFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

// Each input is shorter than the one before, so a program that runs out of time on one is still run
// on the next (the judge skips only inputs at least as large as one that timed out).
const HOG_TESTS = ['3 3 3\n', '2 2\n', '1\n'].map((input, index) => ({
  input,
  output: input,
  sample: index === 0,
}));
const INFINITE_LOOP = 'while True:\n    pass\n';
const SLEEPER = 'import time\n\ntime.sleep(600)\n';
/** Correct, but slow enough on the clock (not the CPU) to be caught mid-evaluation. */
const SLOW_ECHO = 'import sys\nimport time\n\ntime.sleep(2)\nprint(sys.stdin.read().strip())\n';

type Status = 'pending' | 'running' | 'done' | 'failed';

/** A probe that fails ends the wait: here that is a broken test, not a state not reached yet. */
const waitUntil = <T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number) =>
  waitFor(what, probe, { timeoutMs, intervalMs: 150, isFatal: () => true });

async function statusesOf(app: FastifyInstance, userId: string) {
  return queryRows<{ id: string; status: Status }>(
    app.db,
    sql`SELECT id, status FROM submissions WHERE user_id = ${userId} ORDER BY created_at, id`,
  );
}

async function statusOf(app: FastifyInstance, id: string): Promise<Status | undefined> {
  const [row] = await queryRows<{ status: Status }>(
    app.db,
    sql`SELECT status FROM submissions WHERE id = ${id}`,
  );
  return row?.status;
}

async function createDatabase(): Promise<string> {
  const name = `eval_queue_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const server = new pg.Client({ connectionString: serverUrl });
  await server.connect();
  await server.query(`CREATE DATABASE ${name}`);
  await server.end();
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(url: string): Promise<void> {
  const server = new pg.Client({ connectionString: serverUrl });
  await server.connect();
  await server.query(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
  await server.end();
}

/** `npm run worker -w api`'s entry point, run by node itself so that a kill -9 reaches the worker. */
function startWorker(databaseUrl: string, uidBase: number, stateDirectory: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: apiFolder,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'info',
      SANDBOX_SLOTS: '1',
      SANDBOX_UID_BASE: String(uidBase),
      SANDBOX_STATE_DIR: stateDirectory,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ready = waitUntil(
    'the worker has a working sandbox',
    async () => {
      if (child.exitCode !== null) throw new Error(`worker exited ${child.exitCode}: ${output}`);
      return output.includes('evaluator ready') ? true : undefined;
    },
    180_000,
  );
  return { child, ready, log: () => output };
}

/** The sandboxes a worker started: its child processes on their way into bwrap (not, e.g., esbuild). */
function sandboxProcessIds(pid: number): number[] {
  const sandboxes: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may contain spaces): state, ppid, …
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const command = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
      if (parent === pid && ['sh', 'bwrap'].includes(command)) sandboxes.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return sandboxes;
}

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    child.once('exit', () => resolveStop());
    child.kill('SIGTERM');
  });
}

describe(
  'evaluation queue on PostgreSQL: one evaluation in flight per learner, fair slots, dead workers',
  { skip: serverUrl ? false : 'TEST_DATABASE_URL is not set', timeout: 600_000 },
  () => {
    let databaseUrl: string;
    let app: FastifyInstance;
    let admin: TestUser;
    let hogProblemId: string;
    const previousSlots = process.env.SANDBOX_SLOTS;

    before(async () => {
      databaseUrl = await createDatabase();
      process.env.SANDBOX_SLOTS = '2';
      app = await buildApp({
        env: { ...TEST_ENV, DATABASE_URL: databaseUrl, FREE_EVALUATIONS_PER_DAY: '100' },
        migrate: true,
      });
      await app.ready();
      admin = await signUp(app, 'admin@example.com');
      hogProblemId = await createProblem(app, admin, {
        title: 'Echo Under Pressure',
        level_1_tests: HOG_TESTS,
        level_1_time_limit_ms: 1000,
      });
    });

    after(async () => {
      await app?.close();
      if (previousSlots === undefined) delete process.env.SANDBOX_SLOTS;
      else process.env.SANDBOX_SLOTS = previousSlots;
      if (databaseUrl) await dropDatabase(databaseUrl);
    });

    it("a hog's submissions wait in line one at a time, with their position, while another learner is served", async (t) => {
      const hog = await signUp(app, 'hog@example.com');
      const learner = await signUp(app, 'patient@example.com');
      const hogIds: string[] = [];
      const answers = [];
      for (const code of [SLEEPER, INFINITE_LOOP, SLEEPER, INFINITE_LOOP]) {
        const id = randomUUID();
        hogIds.push(id);
        answers.push((await evaluateCode(app, hog, { id, problem_id: hogProblemId, code })).json());
      }
      // The second and later submissions of one learner wait; each answer says where it stands.
      for (const answer of answers.slice(1)) {
        assert.equal(answer.success, true);
        assert.equal(answer.status, 'pending');
        assert.ok(answer.queue_position >= 1, JSON.stringify(answer));
      }
      await waitUntil(
        "the hog's first submission runs",
        async () => ((await statusOf(app, hogIds[0]!)) === 'running' ? true : undefined),
        60_000,
      );
      const list = (
        await get(app, 'submissions', { problem_id: hogProblemId, level: 1, page_size: 10 }, hog)
      ).json();
      const waiting = list.data.results.filter((row: { status: Status }) => row.status === 'pending');
      assert.equal(
        waiting.length,
        3,
        JSON.stringify(list.data.results.map((row: { status: Status }) => row.status)),
      );
      assert.deepEqual(
        waiting.map((row: { queue_position: number }) => row.queue_position).sort(),
        [1, 2, 3],
      );
      const latest = (
        await get(app, 'evaluation/latest', { problem_id: hogProblemId, level: 1, language: 'python' }, hog)
      ).json();
      assert.equal(latest.status, 'pending');
      assert.equal(latest.submission_id, hogIds[3]);
      assert.equal(latest.queue_position, 3);

      const submittedAt = Date.now();
      const learnerId = randomUUID();
      const answer = (
        await evaluateCode(app, learner, { id: learnerId, problem_id: hogProblemId, code: PYTHON_ECHO })
      ).json();
      assert.equal(answer.success, true);
      let mostRunningAtOnce = 0;
      const verdict = await waitUntil(
        "the other learner's verdict",
        async () => {
          const hogStatuses = await statusesOf(app, hog.id);
          const running = hogStatuses.filter((row) => row.status === 'running').length;
          mostRunningAtOnce = Math.max(mostRunningAtOnce, running);
          const status = await statusOf(app, learnerId);
          return status === 'done' || status === 'failed' ? { status, hogStatuses } : undefined;
        },
        120_000,
      );
      const verdictSeconds = (Date.now() - submittedAt) / 1000;
      t.diagnostic(`the other learner's verdict came ${verdictSeconds.toFixed(1)} s after submitting`);
      assert.equal(verdict.status, 'done');
      assert.ok(mostRunningAtOnce <= 1, `the hog had ${mostRunningAtOnce} evaluations running at once`);
      // The learner was served beside the hog, not behind the hog's line.
      const hogUnfinished = verdict.hogStatuses.filter(
        (row) => row.status === 'pending' || row.status === 'running',
      );
      assert.ok(
        hogUnfinished.length >= 2,
        `the other learner waited for the hog: ${JSON.stringify(verdict.hogStatuses)} after ${verdictSeconds} s`,
      );
      const evaluation = (
        await get(
          app,
          'evaluation/latest',
          { problem_id: hogProblemId, level: 1, language: 'python' },
          learner,
        )
      ).json();
      assert.equal(evaluation.evaluation.correctness_rating, 10);

      // The hog's line drains, one at a time, and every submission gets its verdict.
      await waitUntil(
        "the hog's submissions are all rated",
        async () => {
          const statuses = await statusesOf(app, hog.id);
          const running = statuses.filter((row) => row.status === 'running').length;
          mostRunningAtOnce = Math.max(mostRunningAtOnce, running);
          return statuses.every((row) => row.status === 'done') ? true : undefined;
        },
        240_000,
      );
      assert.ok(mostRunningAtOnce <= 1);
      const rated = await queryRows<{ correctness_rating: number }>(
        app.db,
        sql`SELECT e.correctness_rating FROM evaluations e JOIN submissions s ON s.id = e.submission_id
            WHERE s.user_id = ${hog.id}`,
      );
      assert.deepEqual(
        rated.map((row) => row.correctness_rating),
        [0, 0, 0, 0],
      );
    });

    it("the line is round-robin across learners: each learner's next waits behind every other learner's first", async () => {
      const [first, second, third] = [
        await signUp(app, 'round-a@example.com'),
        await signUp(app, 'round-b@example.com'),
        await signUp(app, 'round-c@example.com'),
      ];
      const names = new Map([
        [first.id, 'A'],
        [second.id, 'B'],
        [third.id, 'C'],
      ]);
      // A sent three, then B three, then C one, each a second after the one before.
      const authors = [first, first, first, second, second, second, third];
      const ids = authors.map(() => randomUUID());
      for (const [index, author] of authors.entries()) {
        await queryRows(
          app.db,
          sql`INSERT INTO submissions (id, problem_id, user_id, level, language, code, status, created_at)
              VALUES (${ids[index]!}, ${hogProblemId}, ${author.id}, 1, 'python', ${PYTHON_ECHO}, 'pending',
                      now() - make_interval(secs => ${60 - index}))`,
        );
      }
      const handle = openPostgres(databaseUrl);
      try {
        const repository = createSubmissionsRepository(handle.db);
        assert.equal(
          (await repository.queueState(ids[6]!))?.queue_position,
          3,
          "C's only one waits behind A's and B's first",
        );
        assert.equal(
          (await repository.queueState(ids[1]!))?.queue_position,
          4,
          "A's second waits behind every first",
        );
        // One slot: take, finish, take again.
        const order: string[] = [];
        for (let index = 0; index < authors.length; index += 1) {
          const claim = await repository.claimNext(20);
          assert.ok(claim, `claim ${index + 1}`);
          order.push(names.get(claim.user_id)!);
          await queryRows(app.db, sql`UPDATE submissions SET status = 'done' WHERE id = ${claim.id}`);
        }
        assert.deepEqual(order.join(''), 'ABCABAB');
      } finally {
        await queryRows(
          app.db,
          sql`DELETE FROM submissions WHERE user_id IN (${first.id}, ${second.id}, ${third.id})`,
        );
        await handle.close();
      }
    });

    it("a learner's correct submission is judged while two others each have 10 spinning programs queued", async (t) => {
      const hogs = [await signUp(app, 'spinner-1@example.com'), await signUp(app, 'spinner-2@example.com')];
      const learner = await signUp(app, 'between@example.com');
      for (let round = 0; round < 10; round += 1) {
        for (const hog of hogs) {
          const answer = await evaluateCode(app, hog, {
            id: randomUUID(),
            problem_id: hogProblemId,
            code: INFINITE_LOOP,
          });
          assert.equal(answer.json().success, true, answer.body);
        }
      }
      const submittedAt = Date.now();
      const learnerId = randomUUID();
      const answer = (
        await evaluateCode(app, learner, { id: learnerId, problem_id: hogProblemId, code: PYTHON_ECHO })
      ).json();
      assert.equal(answer.success, true);
      assert.ok(
        answer.queue_position <= 2,
        `placed ${answer.queue_position} in line, behind the spinners' queues`,
      );
      try {
        const status = await waitUntil(
          "the learner's verdict",
          async () => {
            const current = await statusOf(app, learnerId);
            return current === 'done' || current === 'failed' ? current : undefined;
          },
          180_000,
        );
        t.diagnostic(
          `verdict ${((Date.now() - submittedAt) / 1000).toFixed(1)} s after submitting (2 slots, 20 spinners queued)`,
        );
        assert.equal(status, 'done');
        for (const hog of hogs) {
          const unfinished = (await statusesOf(app, hog.id)).filter(
            (row) => row.status === 'pending' || row.status === 'running',
          );
          assert.ok(
            unfinished.length >= 8,
            `the learner waited behind a spinner's queue: ${unfinished.length} left`,
          );
        }
      } finally {
        // The spinners' lines are not what this test is about: drop what still waits.
        for (const hog of hogs) {
          await queryRows(
            app.db,
            sql`DELETE FROM submissions WHERE user_id = ${hog.id} AND status = 'pending'`,
          );
        }
        await waitUntil(
          "the spinners' running evaluations end",
          async () =>
            (await Promise.all(hogs.map((hog) => statusesOf(app, hog.id))))
              .flat()
              .some((row) => row.status === 'running')
              ? undefined
              : true,
          120_000,
        );
      }
    });

    it('racing workers on separate connections take one submission of a learner, the oldest', async () => {
      // The test app's own slots claim too, and one of them could take the first row before the race: these
      // rows are in a language no real worker lists, so only the two racing claimers below ever see them.
      const racedLanguage = 'raced-language';
      // Two pools stand for two worker processes; in each round 12 claims race for one learner's line.
      // The race is won in microseconds: several rounds give a wrong winner its chance to show.
      const handles = [openPostgres(databaseUrl), openPostgres(databaseUrl)];
      const repositories = handles.map((handle) => createSubmissionsRepository(handle.db));
      try {
        for (let round = 0; round < 10; round++) {
          const learner = await signUp(app, `racer-${round}@example.com`);
          const ids = Array.from({ length: 12 }, () => randomUUID());
          for (const id of ids) {
            await queryRows(
              app.db,
              sql`INSERT INTO submissions (id, problem_id, user_id, level, language, code, status)
                  VALUES (${id}, ${hogProblemId}, ${learner.id}, 1, ${racedLanguage}, ${PYTHON_ECHO}, 'pending')`,
            );
          }
          try {
            const claims = await Promise.all(
              ids.map((_, index) => repositories[index % 2]!.claimNext(20, [racedLanguage])),
            );
            const taken = claims.filter((claim) => claim?.user_id === learner.id);
            assert.equal(taken.length, 1, JSON.stringify(taken));
            assert.equal(taken[0]!.id, ids[0], `round ${round}: the oldest submission goes first`);
          } finally {
            await queryRows(app.db, sql`DELETE FROM submissions WHERE user_id = ${learner.id}`);
          }
        }
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
      }
    });

    it('a worker killed with -9 mid-evaluation: another worker finishes the job within 60 s', async (t) => {
      // Only the worker processes evaluate: this app stands for an API replica.
      const apiUrl = databaseUrl;
      const api = await buildApp({
        env: { ...TEST_ENV, DATABASE_URL: apiUrl, QUEUE_WORKER: 'off', FREE_EVALUATIONS_PER_DAY: '100' },
      });
      await api.ready();
      // The test app's own workers would race the worker processes for the job: stop them first.
      await app.close();
      const states = [mkdtempSync(join(tmpdir(), 'worker-a-')), mkdtempSync(join(tmpdir(), 'worker-b-'))];
      const workers = [
        startWorker(databaseUrl, 62_000, states[0]!),
        startWorker(databaseUrl, 62_100, states[1]!),
      ];
      try {
        await Promise.all(workers.map((worker) => worker.ready));
        const learner = await signUp(api, 'survivor@example.com');
        const id = randomUUID();
        const answer = await evaluateCode(api, learner, { id, problem_id: hogProblemId, code: SLOW_ECHO });
        assert.equal(answer.json().success, true, answer.body);
        // The worker running the evaluation is the one with sandbox processes under it.
        const busy = await waitUntil(
          'a worker runs the submission',
          async () => {
            if ((await statusOf(api, id)) !== 'running') return undefined;
            const found = workers.filter((worker) => sandboxProcessIds(worker.child.pid!).length > 0);
            return found.length === 1 ? found[0] : undefined;
          },
          60_000,
        );
        const survivor = workers.find((worker) => worker !== busy)!;

        const killedAt = Date.now();
        busy.child.kill('SIGKILL');
        const finished = await waitUntil(
          'another worker finishes the submission',
          async () => {
            const status = await statusOf(api, id);
            return status === 'done' || status === 'failed' ? status : undefined;
          },
          60_000,
        );
        const seconds = (Date.now() - killedAt) / 1000;
        t.diagnostic(`done ${seconds.toFixed(1)} s after the kill`);
        assert.equal(finished, 'done');
        assert.ok(seconds <= 60, `took ${seconds} s`);
        const latest = (
          await get(
            api,
            'evaluation/latest',
            { problem_id: hogProblemId, level: 1, language: 'python' },
            learner,
          )
        ).json();
        assert.equal(latest.status, 'done');
        assert.equal(latest.evaluation.correctness_rating, 10);
        assert.match(survivor.log(), /evaluations whose worker stopped were put back in the line/);
      } finally {
        await Promise.all(workers.map((worker) => stop(worker.child)));
        await api.close();
        for (const state of states) rmSync(state, { recursive: true, force: true });
      }
    });
  },
);

describe(
  'evaluation queue on PGlite: a restart does not leave a submission running',
  { timeout: 180_000 },
  () => {
    it('the next start puts it back in line and evaluates it', async () => {
      const pglite = await migratedPglite();
      try {
        const before = await buildApp({ env: { ...TEST_ENV, QUEUE_WORKER: 'off' }, pglite });
        await before.ready();
        const admin = await signUp(before, 'admin@example.com');
        const learner = await signUp(before, 'restart@example.com');
        const problemId = await createProblem(before, admin);
        const id = randomUUID();
        await evaluateCode(before, learner, { id, problem_id: problemId });
        // As a crash mid-evaluation leaves it: taken by the process that is now gone.
        await queryRows(
          before.db,
          sql`UPDATE submissions SET status = 'running', started_at = now(),
              lease_expires_at = now() + interval '1 hour' WHERE id = ${id}`,
        );
        await before.close();

        const restarted = await buildApp({ env: TEST_ENV, pglite });
        await restarted.ready();
        try {
          const status = await waitUntil(
            'the restarted process evaluates it',
            async () => {
              const current = await statusOf(restarted, id);
              return current === 'done' || current === 'failed' ? current : undefined;
            },
            120_000,
          );
          assert.equal(status, 'done');
        } finally {
          await restarted.close();
        }
      } finally {
        await pglite.close();
      }
    });
  },
);

describe(
  'shutdown mid-evaluation: the unfinished evaluation is handed back and its runs stop',
  { timeout: 180_000 },
  () => {
    it('winds down by the deadline, and nothing of the old evaluation is written afterwards', async () => {
      const pglite = await migratedPglite();
      const app = await buildApp({ env: TEST_ENV, pglite });
      try {
        await app.ready();
        const admin = await signUp(app, 'admin@example.com');
        const learner = await signUp(app, 'sleeper@example.com');
        const problemId = await createProblem(app, admin, {
          level_1_tests: HOG_TESTS.slice(0, 2),
          level_1_time_limit_ms: 1000,
        });
        const id = randomUUID();
        await evaluateCode(app, learner, { id, problem_id: problemId, code: SLEEPER });
        await waitUntil(
          'the sleeper is running',
          async () => ((await statusOf(app, id)) === 'running' ? true : undefined),
          60_000,
        );
        const deadline = Date.now() + 200;
        await app.lifecycle.windDown(deadline);
        const woundDownAfter = Date.now() - deadline;
        assert.ok(woundDownAfter < 1_500, `wound down ${woundDownAfter} ms past its deadline`);
        assert.equal(await statusOf(app, id), 'pending', 'handed back to the line');
        // Long enough for both tests to time out one after the other: a handed-back evaluation
        // whose runs went on would now store its verdict over the handover.
        const watchUntil = Date.now() + 10_000;
        while (Date.now() < watchUntil) {
          await new Promise((resolveWait) => setTimeout(resolveWait, 500));
          assert.equal(await statusOf(app, id), 'pending', 'still waiting for the next worker');
        }
        const closingAt = Date.now();
        await app.close();
        const closeMs = Date.now() - closingAt;
        assert.ok(closeMs < 3_000, `closed in ${closeMs} ms`);
      } finally {
        await pglite.close();
      }
    });
  },
);
