import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { loadConfig } from '../../src/config';
import { SEED_OPENINGS } from '../../src/db/seed';
import { waitFor } from '../helpers/wait-for';
import { freePort } from '../helpers/free-port.js';

const DEFAULT_SYNC_MS = loadConfig({}).RATE_LIMIT_SYNC_MS;
const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The documented commands (api/README.md, "Replicas and workers"): the only place this test names them. */
const COMMANDS = {
  replica: ['npm', ['run', 'start', '-w', 'api']],
  worker: ['npm', ['run', 'worker', '-w', 'api']],
} as const;

const REFERENCE = readFileSync(
  new URL('../problem-bank/references/calm-stretch/level-1.py', import.meta.url),
  'utf8',
);
// Each hidden test runs into the time limit: the evaluation stays 'running' long enough to kill its worker.
const SLOW_PROGRAM = 'import time\n\ntime.sleep(60)\nprint(0)\n';

type Started = { name: string; child: ChildProcess; output: string[] };

function start(name: string, kind: keyof typeof COMMANDS, env: Record<string, string>): Started {
  const [command, args] = COMMANDS[kind];
  // Its own process group, so that kill -9 reaches npm, tsx and node alike.
  const child = spawn(command, [...args], {
    cwd: repositoryRoot,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 400) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, child, output };
}

function killGroup(started: Started, signal: NodeJS.Signals) {
  if (started.child.exitCode !== null || started.child.signalCode !== null || !started.child.pid) return;
  try {
    process.kill(-started.child.pid, signal);
  } catch {
    // already gone
  }
}

async function stop(started: Started) {
  if (started.child.exitCode !== null || started.child.signalCode !== null) return;
  const exited = new Promise((done) => started.child.once('exit', done));
  killGroup(started, 'SIGTERM');
  const timer = setTimeout(() => killGroup(started, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

type Replica = Started & { url: string };

describe(
  'two API replicas and a worker on one PostgreSQL database and Redis',
  {
    skip: serverUrl && redisUrl ? false : 'TEST_DATABASE_URL and TEST_REDIS_URL are not both set',
    timeout: 600_000,
  },
  () => {
    const databaseName = `api_replicas_${process.pid}_${randomBytes(4).toString('hex')}`;
    let databaseUrl: string;
    let database: pg.Pool;
    let baseEnv: Record<string, string>;
    let replicaA: Replica;
    let replicaB: Replica;
    let worker: Started;
    const everyProcess: Started[] = [];
    let session = '';

    const call = async (replica: Replica, path: string, init: RequestInit = {}) => {
      const response = await fetch(`${replica.url}${path}`, {
        ...init,
        headers: {
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...(init.headers as Record<string, string>),
        },
      });
      const text = await response.text();
      return { response, text, json: () => JSON.parse(text) };
    };
    const asAdmin = { cookie: '' };
    const post = (replica: Replica, path: string, body: object, cookie = '') =>
      call(replica, path, { method: 'POST', body: JSON.stringify(body), headers: cookie ? { cookie } : {} });

    const startReplica = async (name: string): Promise<Replica> => {
      const port = await freePort();
      const started = start(name, 'replica', {
        ...baseEnv,
        API_PORT: String(port),
        QUEUE_WORKER: 'off',
        PUBLIC_API_URL: `http://127.0.0.1:${port}/v1`,
      });
      everyProcess.push(started);
      return { ...started, url: `http://127.0.0.1:${port}/v1` };
    };
    const startWorker = (name: string) => {
      const started = start(name, 'worker', baseEnv);
      everyProcess.push(started);
      return started;
    };
    const healthy = (replica: Replica) => async () => {
      if (replica.child.exitCode !== null) {
        throw new Error(`${replica.name} exited:\n${replica.output.join('')}`);
      }
      const { response, json } = await call(replica, '/health');
      return response.status === 200 ? json() : undefined;
    };
    const submissionStatus = async (id: string) => {
      const { rows } = await database.query<{ status: string }>(
        'SELECT status FROM submissions WHERE id = $1',
        [id],
      );
      return rows[0]?.status;
    };

    before(async () => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${databaseName}`);
      await admin.end();
      const url = new URL(serverUrl!);
      url.pathname = `/${databaseName}`;
      databaseUrl = url.toString();
      database = new pg.Pool({ connectionString: databaseUrl, max: 2 });
      baseEnv = {
        NODE_ENV: 'development',
        API_HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl!,
        // Its own keys: other runs on the same Redis must not spend this run's rate limit or cache.
        REDIS_KEY_PREFIX: `${databaseName}:`,
        AUTH_SECRET: randomBytes(24).toString('base64url'),
        RATE_LIMIT_MAX: '5000',
        DB_POOL_MAX: '4',
        QUEUE_POOL_MAX: '2',
        LOG_LEVEL: 'warn',
      };
      // All three at once, on an empty database: the migrations and the seed must not race.
      [replicaA, replicaB] = await Promise.all([startReplica('replica A'), startReplica('replica B')]);
      worker = startWorker('worker 1');
      await Promise.all([
        waitFor('replica A', healthy(replicaA), { timeoutMs: 240_000, intervalMs: 250 }),
        waitFor('replica B', healthy(replicaB), { timeoutMs: 240_000, intervalMs: 250 }),
      ]);
    });

    after(async () => {
      await Promise.all(everyProcess.map(stop));
      await database?.end();
      const redis = new Redis(redisUrl!);
      const keys: string[] = [];
      for await (const batch of redis.scanStream({ match: `${databaseName}:*` }))
        keys.push(...(batch as string[]));
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
    });

    it('started together on an empty database: migrated once, seeded once', async () => {
      const { rows } = await database.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM job_openings',
      );
      assert.equal(rows[0]!.count, SEED_OPENINGS);
      const journal = JSON.parse(
        readFileSync(resolve(repositoryRoot, 'api/drizzle/meta/_journal.json'), 'utf8'),
      );
      const applied = await database.query('SELECT hash FROM drizzle.__drizzle_migrations');
      assert.equal(applied.rowCount, journal.entries.length);
      const health = await waitFor(
        'the worker heartbeat',
        async () => {
          const body = (await call(replicaB, '/health')).json();
          return body.workers.count === 1 ? body : undefined;
        },
        { timeoutMs: 120_000, intervalMs: 250 },
      );
      assert.equal(health.queue.kind, 'pg-boss');
      assert.equal(health.database.ok, true);
    });

    it('a code sent through one replica verifies on the other, and its session works on both', async () => {
      const email = 'admin@example.com';
      assert.deepEqual((await post(replicaA, '/referrals/send-otp', { email })).json(), { sent: true });
      const outbox = (await call(replicaB, `/dev/outbox?email=${email}`)).json();
      const code = outbox.messages[0]?.text.match(/\b\d{4}\b/)?.[0];
      assert.ok(code, 'the other replica reads the code from the shared outbox');
      const verified = await post(replicaB, '/referrals/verify-otp', { email, otp: code });
      assert.equal(verified.json().valid, true);
      session = /referrals_session=[^;]+/.exec(verified.response.headers.get('set-cookie') ?? '')?.[0] ?? '';
      assert.ok(session, 'verify-otp set a session cookie');
      asAdmin.cookie = session;
      for (const replica of [replicaA, replicaB]) {
        const mine = await call(replica, '/referrals/my-referrals', { headers: { cookie: session } });
        assert.equal(mine.response.status, 200, `${replica.name}: ${mine.text}`);
      }
      assert.equal((await call(replicaA, '/referrals/my-referrals')).response.status, 401);
    });

    it('requests to one replica lower the rate-limit remaining seen on the other', async () => {
      const remaining = async (replica: Replica) =>
        Number((await call(replica, '/pricing')).response.headers.get('x-ratelimit-remaining'));
      // The global limit syncs with Redis every RATE_LIMIT_SYNC_MS (the default here): a replica's figure
      // holds the other's requests once the other has sent them and this one has read the total back,
      // within two intervals (plus round trips, slow on a busy machine).
      const settle = () => sleep(2 * DEFAULT_SYNC_MS + 500);
      await settle();
      const first = await remaining(replicaA);
      for (let count = 0; count < 3; count += 1) await remaining(replicaB);
      await settle();
      assert.equal(await remaining(replicaA), first - 4);
    });

    it('an evaluation submitted to one replica is finished by the worker and readable on the other', async () => {
      const { rows } = await database.query<{ id: string }>(
        "SELECT id FROM problems WHERE bank_slug = 'calm-stretch'",
      );
      const problemId = rows[0]!.id;
      const id = randomUUID();
      const submitted = await post(
        replicaA,
        '/practice/evaluate-code',
        { id, problem_id: problemId, level: 1, language: 'python', code: REFERENCE },
        session,
      );
      assert.equal(submitted.json().success, true, submitted.text);
      const query = `problem_id=${problemId}&level=1&language=python`;
      const latest = await waitFor(
        'the evaluation',
        async () => {
          const body = (
            await call(replicaB, `/practice/evaluation/latest?${query}`, { headers: { cookie: session } })
          ).json();
          return body.submission_id === id && ['done', 'failed'].includes(body.status) ? body : undefined;
        },
        { timeoutMs: 180_000, intervalMs: 250 },
      );
      assert.equal(latest.status, 'done', latest.error);
      assert.equal(latest.evaluation.correctness_rating, 10);
    });

    it('after kill -9 of the worker mid-evaluation, a new worker finishes it', async () => {
      const { rows } = await database.query<{ id: string }>(
        "SELECT id FROM problems WHERE bank_slug = 'calm-stretch'",
      );
      const id = randomUUID();
      const submitted = await post(
        replicaB,
        '/practice/evaluate-code',
        { id, problem_id: rows[0]!.id, level: 1, language: 'python', code: SLOW_PROGRAM },
        session,
      );
      assert.equal(submitted.json().success, true, submitted.text);
      await waitFor(
        'the worker to take the job',
        async () => ((await submissionStatus(id)) === 'running' ? true : undefined),
        { timeoutMs: 60_000, intervalMs: 250 },
      );
      const killed = new Promise((done) => worker.child.once('exit', done));
      killGroup(worker, 'SIGKILL');
      await killed;
      worker = startWorker('worker 2');
      const status = await waitFor(
        'a new worker to finish the evaluation',
        async () => {
          const current = await submissionStatus(id);
          return current === 'done' || current === 'failed' ? current : undefined;
        },
        { timeoutMs: 150_000, intervalMs: 250 },
      );
      assert.equal(status, 'done');
    });

    it('approving an opening on one replica empties the cache of both', async () => {
      const page = '/referrals/job-openings?page_size=1';
      for (const replica of [replicaA, replicaB]) {
        await call(replica, page);
        assert.equal((await call(replica, page)).response.headers.get('x-cache'), 'HIT', replica.name);
      }
      const created = await post(
        replicaA,
        '/referrals/job-opening',
        {
          title: 'Replica-approved role',
          company_name: 'Acme',
          employment_type: 'Full-time',
          yoe: 1,
          location: 'Chennai',
          link: 'https://careers.example.com/replica',
          skills: ['sql'],
        },
        asAdmin.cookie,
      );
      assert.equal(created.response.status, 200, created.text);
      const approved = await call(replicaB, `/referrals/job-opening/${created.json().job_opening.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ meta_data: { status: 'published' } }),
        headers: { cookie: asAdmin.cookie, 'content-type': 'application/json' },
      });
      assert.equal(approved.response.status, 200, approved.text);
      for (const replica of [replicaA, replicaB]) {
        // Pub/sub reaches the other replica within moments, never after the 15 s the entries live.
        const first = await waitFor(
          `${replica.name} to drop its cached page`,
          async () => {
            const title = (await call(replica, page)).json().data.results[0]?.title;
            return title === 'Replica-approved role' ? title : undefined;
          },
          { timeoutMs: 5_000, intervalMs: 250 },
        );
        assert.equal(first, 'Replica-approved role');
      }
    });
  },
);
