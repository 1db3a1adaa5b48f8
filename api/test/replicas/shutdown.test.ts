import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { dirname, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { readFileSync } from 'node:fs';
import { waitFor } from '../helpers/wait-for';
import { freePort } from '../helpers/free-port.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const apiFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The production commands of docs/OPERATIONS.md: node on the build output, nothing compiled at start. */
const COMMANDS = {
  replica: [resolve(apiFolder, 'dist/server.js')],
  worker: [resolve(apiFolder, 'dist/worker.js')],
} as const;
const DRAIN_MS = 3_000;
const TIMEOUT_MS = 12_000;
/** Leaves the worker 2 s for running work: less than a slow evaluation (two tests into their 2 s limit). */
const WORKER_TIMEOUT_MS = 4_000;
/** Exit checks allow this much on top of SHUTDOWN_TIMEOUT_MS for process teardown on a busy machine. */
const EXIT_SLACK_MS = 3_000;

const REFERENCE = readFileSync(
  new URL('../problem-bank/references/calm-stretch/level-1.py', import.meta.url),
  'utf8',
);
// Runs into the time limit on every test: still running when its worker is told to stop.
const SLOW_PROGRAM = 'import time\n\ntime.sleep(60)\nprint(0)\n';

/** `exited` resolves with the exit status and the time of the exit (not of whoever awaits it later). */
type Started = {
  name: string;
  child: ChildProcess;
  output: string[];
  exited: Promise<{ code: number | null; at: number }>;
};

function start(name: string, entry: readonly string[], env: Record<string, string>): Started {
  const child = spawn(process.execPath, [...entry], {
    cwd: apiFolder,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 400) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; at: number }>((done) =>
    child.once('exit', (code) => done({ code, at: Date.now() })),
  );
  return { name, child, output, exited };
}

/** A process that exited while awaited: waiting longer is pointless. */
class ExitedError extends Error {}

/** How a wait here polls: a probe failing because its process exited ends the wait at once. */
const UNLESS_EXITED = { intervalMs: 200, isFatal: (error: unknown) => error instanceof ExitedError };

/** One GET over the given keep-alive agent; resolves with the status, rejects on a connection error. */
function get(url: string, agent: Agent): Promise<number> {
  return new Promise((done, fail) => {
    const outgoing = httpRequest(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => done(response.statusCode ?? 0));
    });
    outgoing.on('error', fail);
    outgoing.setTimeout(10_000, () => outgoing.destroy(new Error('request timed out')));
    outgoing.end();
  });
}

describe(
  'SIGTERM to a replica and a worker under load (2 replicas, 2 workers, from the build output)',
  {
    skip: serverUrl && redisUrl ? false : 'TEST_DATABASE_URL and TEST_REDIS_URL are not both set',
    timeout: 900_000,
  },
  () => {
    const databaseName = `api_shutdown_${process.pid}_${randomBytes(4).toString('hex')}`;
    let database: pg.Pool;
    let baseEnv: Record<string, string>;
    const everyProcess: Started[] = [];
    const replicas: Array<Started & { url: string }> = [];
    const workers: Array<Started & { probeUrl: string }> = [];
    const sessions: string[] = [];

    const startReplica = async (name: string) => {
      const port = await freePort();
      const started = start(name, COMMANDS.replica, {
        ...baseEnv,
        API_PORT: String(port),
        QUEUE_WORKER: 'off',
        PUBLIC_API_URL: `http://127.0.0.1:${port}/v1`,
      });
      everyProcess.push(started);
      return { ...started, url: `http://127.0.0.1:${port}/v1` };
    };
    const startWorker = async (name: string) => {
      const port = await freePort();
      const started = start(name, COMMANDS.worker, {
        ...baseEnv,
        WORKER_HEALTH_PORT: String(port),
        SHUTDOWN_TIMEOUT_MS: String(WORKER_TIMEOUT_MS),
      });
      everyProcess.push(started);
      return { ...started, probeUrl: `http://127.0.0.1:${port}` };
    };
    const ready = (url: string, process: Started) => async () => {
      if (process.child.exitCode !== null)
        throw new ExitedError(`${process.name} exited:\n${process.output.join('')}`);
      const response = await fetch(url);
      return response.status === 200 ? true : undefined;
    };
    const submit = async (replicaUrl: string, session: string, code: string) => {
      const { rows } = await database.query<{ id: string }>(
        "SELECT id FROM problems WHERE bank_slug = 'calm-stretch'",
      );
      const id = randomUUID();
      const response = await fetch(`${replicaUrl}/practice/evaluate-code`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: session },
        body: JSON.stringify({ id, problem_id: rows[0]!.id, level: 1, language: 'python', code }),
      });
      const body = (await response.json()) as { success?: boolean };
      assert.equal(body.success, true, JSON.stringify(body));
      return id;
    };
    const submission = async (id: string) => {
      const { rows } = await database.query<{ status: string; started_at: Date | null }>(
        'SELECT status, started_at FROM submissions WHERE id = $1',
        [id],
      );
      return rows[0];
    };

    before(async () => {
      // Build once; every process below runs the JavaScript in api/dist.
      const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: apiFolder, encoding: 'utf8' });
      assert.equal(build.status, 0, build.stderr);
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${databaseName}`);
      await admin.end();
      const url = new URL(serverUrl!);
      url.pathname = `/${databaseName}`;
      database = new pg.Pool({ connectionString: url.toString(), max: 2 });
      baseEnv = {
        NODE_ENV: 'development',
        API_HOST: '127.0.0.1',
        DATABASE_URL: url.toString(),
        REDIS_URL: redisUrl!,
        REDIS_KEY_PREFIX: `${databaseName}:`,
        AUTH_SECRET: randomBytes(24).toString('base64url'),
        RATE_LIMIT_MAX: '100000',
        DB_POOL_MAX: '4',
        QUEUE_POOL_MAX: '2',
        LOG_LEVEL: 'info',
        SANDBOX_SLOTS: '2',
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        SHUTDOWN_TIMEOUT_MS: String(TIMEOUT_MS),
      };
      replicas.push(await startReplica('replica A'), await startReplica('replica B'));
      workers.push(await startWorker('worker 1'), await startWorker('worker 2'));
      await Promise.all([
        ...replicas.map((replica) =>
          waitFor(replica.name, ready(`${replica.url}/health/ready`, replica), {
            timeoutMs: 240_000,
            ...UNLESS_EXITED,
          }),
        ),
        ...workers.map((worker) =>
          waitFor(worker.name, ready(`${worker.probeUrl}/ready`, worker), {
            timeoutMs: 240_000,
            ...UNLESS_EXITED,
          }),
        ),
      ]);
      for (let learner = 0; learner < 5; learner++) {
        const email = `learner${learner}@example.com`;
        const replicaUrl = replicas[learner % 2]!.url;
        await fetch(`${replicaUrl}/referrals/send-otp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        });
        const outbox = (await (await fetch(`${replicaUrl}/dev/outbox?email=${email}`)).json()) as {
          messages: Array<{ text: string }>;
        };
        const code = outbox.messages[0]?.text.match(/\b\d{4}\b/)?.[0];
        const verified = await fetch(`${replicaUrl}/referrals/verify-otp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, otp: code }),
        });
        assert.equal(((await verified.json()) as { valid?: boolean }).valid, true, `${email}'s code`);
        // A new address: the verified code creates the account, which signs it in.
        const created = await fetch(`${replicaUrl}/referrals/user`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        });
        const session = /referrals_session=[^;]+/.exec(created.headers.get('set-cookie') ?? '')?.[0];
        assert.ok(session, `${email} signed in`);
        sessions.push(session);
      }
    });

    after(async () => {
      for (const started of everyProcess) {
        if (started.child.exitCode === null && started.child.signalCode === null)
          started.child.kill('SIGKILL');
      }
      await Promise.all(everyProcess.map((started) => started.exited));
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

    it('drops no request, finishes every evaluation, hands the unfinished one over at once and exits in time', async (t) => {
      const [replicaA, replicaB] = replicas as [(typeof replicas)[0], (typeof replicas)[0]];
      // The balancer: routes each request to a replica whose readiness said 200 at its last probe.
      const inRotation = new Set(replicas.map((replica) => replica.url));
      // Why each replica last left the rotation: the readiness answer, or the probe's error.
      const leftRotation = new Map<string, string>();
      let balancing = true;
      const balancer = (async () => {
        while (balancing) {
          for (const replica of replicas) {
            const isReady = await fetch(`${replica.url}/health/ready`).then(
              async (response) => {
                if (response.status === 200) return true;
                leftRotation.set(replica.name, `${response.status} ${await response.text()}`);
                return false;
              },
              (error: Error) => {
                leftRotation.set(replica.name, `${error.message} (${String(error.cause ?? '')})`);
                return false;
              },
            );
            if (isReady) inRotation.add(replica.url);
            else inRotation.delete(replica.url);
          }
          await sleep(250);
        }
      })();
      // Steady load over keep-alive connections, as a balancer's upstream pool keeps them.
      const agent = new Agent({ keepAlive: true, maxSockets: 4 });
      const failures: string[] = [];
      const servedBy = new Map<string, number>();
      let loading = true;
      const load = Array.from({ length: 3 }, async () => {
        let turn = 0;
        while (loading) {
          const targets = [...inRotation];
          const target = targets[turn++ % targets.length];
          if (!target) {
            // A request the balancer could send nowhere is a dropped request, and says why.
            failures.push(
              `no replica in rotation: ${[...leftRotation].map(([name, why]) => `${name}: ${why}`).join('; ')}`,
            );
            await sleep(250);
            continue;
          }
          const url = `${target}/referrals/job-openings?page_size=1`;
          await get(url, agent).then(
            (status) => {
              if (status !== 200) failures.push(`${status} from ${target}`);
              servedBy.set(target, (servedBy.get(target) ?? 0) + 1);
            },
            (error: Error) => failures.push(`${error.message} from ${target}`),
          );
          await sleep(20);
        }
      });
      // A client that opens a keep-alive connection to replica A and then stays idle on it.
      const idleAgent = new Agent({ keepAlive: true, keepAliveMsecs: 1_000 });
      // However the test ends, the loops stop: running on, they would keep this file from exiting.
      t.after(() => {
        loading = false;
        balancing = false;
        agent.destroy();
        idleAgent.destroy();
      });
      assert.equal(await get(`${replicaA.url}/health/live`, idleAgent), 200);

      // A slow evaluation; the worker that holds it (its sandbox slot is busy) is the one stopped.
      const slowId = await submit(replicaA.url, sessions[0]!, SLOW_PROGRAM);
      await waitFor(
        'a worker to take the slow evaluation',
        async () => ((await submission(slowId))?.status === 'running' ? true : undefined),
        { timeoutMs: 120_000, ...UNLESS_EXITED },
      );
      const busySlots = async (worker: (typeof workers)[number]) => {
        const text = await (await fetch(`${worker.probeUrl}/metrics`)).text();
        return Number(/^sandbox_slots_busy (\d+)$/m.exec(text)?.[1]);
      };
      const workerOne = await waitFor(
        'the worker holding it',
        async () => {
          const busy = await Promise.all(workers.map(busySlots));
          const holders = workers.filter((_, index) => busy[index]! > 0);
          return holders.length === 1 ? holders[0] : undefined;
        },
        { timeoutMs: 10_000, ...UNLESS_EXITED },
      );
      const workerTwo = workers.find((worker) => worker !== workerOne)!;

      const signalledAt = Date.now();
      replicaA.child.kill('SIGTERM');
      workerOne.child.kill('SIGTERM');
      const workerFlippedAfter = await waitFor(
        'worker 1 readiness to turn 503',
        async () => {
          const status = await fetch(`${workerOne.probeUrl}/ready`).then(
            (response) => response.status,
            () => 503,
          );
          return status === 503 ? Date.now() - signalledAt : undefined;
        },
        { timeoutMs: 2_000, ...UNLESS_EXITED },
      );
      const flippedAfter = await waitFor(
        'replica A readiness to turn 503',
        async () => {
          const response = await fetch(`${replicaA.url}/health/ready`);
          return response.status === 503 ? Date.now() - signalledAt : undefined;
        },
        { timeoutMs: 2_000, ...UNLESS_EXITED },
      );
      // Nine more evaluations while the replica drains and the worker winds down.
      const ids = [slowId];
      for (let index = 0; index < 9; index++) {
        const target = [...inRotation][index % inRotation.size]!;
        ids.push(await submit(target, sessions[(index + 1) % 5]!, REFERENCE));
      }
      const [replicaExit, workerExit] = await Promise.all([
        replicaA.exited.then(({ code, at }) => ({ code, ms: at - signalledAt })),
        workerOne.exited.then(({ code, at }) => ({ code, ms: at - signalledAt })),
      ]);
      // The slow evaluation went back to the line when worker 1 gave up, and worker 2 took it at once.
      const retaken = await waitFor(
        'worker 2 to take over the slow evaluation',
        async () => {
          const row = await submission(slowId);
          return row?.started_at && row.started_at.getTime() > signalledAt
            ? row.started_at.getTime() - signalledAt
            : undefined;
        },
        { timeoutMs: 60_000, ...UNLESS_EXITED },
      ).catch((error: Error) => {
        throw new Error(`${error.message}\n${workerOne.output.join('')}\n${workerTwo.output.join('')}`);
      });

      const statuses = await waitFor(
        'every evaluation to finish',
        async () => {
          const rows = await Promise.all(ids.map(submission));
          return rows.every((row) => row?.status === 'done' || row?.status === 'failed')
            ? rows.map((row) => row!.status)
            : undefined;
        },
        { timeoutMs: 600_000, ...UNLESS_EXITED },
      );
      loading = false;
      await Promise.all(load);
      balancing = false;
      await balancer;
      agent.destroy();
      idleAgent.destroy();

      const timeline = {
        readiness_503_after_ms: flippedAfter,
        worker_readiness_503_after_ms: workerFlippedAfter,
        replica_exit: replicaExit,
        worker_exit: workerExit,
        slow_evaluation_retaken_after_ms: retaken,
        requests: Object.fromEntries(servedBy),
      };
      console.log(JSON.stringify(timeline));
      assert.deepEqual(failures, [], 'no request failed, on the leaving replica or the remaining one');
      assert.ok((servedBy.get(replicaB.url) ?? 0) > 0);
      assert.ok(flippedAfter < 1_000, `readiness turned 503 after ${flippedAfter} ms`);
      assert.ok(workerFlippedAfter < 2_000, `worker 1 readiness turned 503 after ${workerFlippedAfter} ms`);
      assert.equal(replicaExit.code, 0, replicaA.output.join(''));
      assert.ok(
        replicaExit.ms >= DRAIN_MS,
        `replica A served through the drain period (${replicaExit.ms} ms)`,
      );
      assert.ok(replicaExit.ms < TIMEOUT_MS + EXIT_SLACK_MS, `replica A exited after ${replicaExit.ms} ms`);
      assert.equal(workerExit.code, 0, workerOne.output.join(''));
      assert.ok(
        workerExit.ms < WORKER_TIMEOUT_MS + EXIT_SLACK_MS,
        `worker 1 exited after ${workerExit.ms} ms`,
      );
      // Handed over, not left to lapse: worker 2 had free slots and took it within moments.
      assert.ok(retaken < workerExit.ms + 5_000, `retaken ${retaken} ms after the signal`);
      assert.deepEqual(
        statuses,
        ids.map(() => 'done'),
      );
    });
  },
);
