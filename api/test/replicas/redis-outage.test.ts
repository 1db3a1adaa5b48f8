import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startOwnRedis, type OwnRedis } from '../helpers/own-redis';
import { waitFor } from '../helpers/wait-for';

/**
 * Two API processes (each on its own PGlite, so whatever they share of a count went through Redis) and a
 * Redis this test starts on its own port, kills, freezes (SIGSTOP) and starts again: what a Redis outage
 * looks like to the replicas. Route limits keep holding on per-process counts, `/v1/health` says Redis is
 * down, nothing waits long on it, and once it is back the replicas count together again.
 */
const apiFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const REDIS_PORT = Number(process.env.TEST_OUTAGE_REDIS_PORT ?? 6391);
const API_PORTS = [
  Number(process.env.TEST_OUTAGE_API_PORT ?? 4240),
  Number(process.env.TEST_OUTAGE_API_PORT ?? 4240) + 1,
];
/** `PATCH increment-count/{id}`'s own limit: 60 a minute per client. */
const ROUTE_MAX = 60;

let redis: OwnRedis | undefined;
const replicas: Array<{ child: ChildProcess; url: string; dataDir: string; log: () => string }> = [];

/** The same port each time: the replicas reconnect to the Redis that comes back. */
async function startRedis(): Promise<void> {
  redis = await startOwnRedis(REDIS_PORT);
}

async function stopRedis(): Promise<void> {
  const stopping = redis;
  redis = undefined;
  await stopping?.stop();
}

function startReplica(port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'outage-replica-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiFolder,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      PGLITE_DATA_DIR: join(dataDir, 'pglite'),
      DATABASE_URL: '',
      REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}/0`,
      QUEUE_WORKER: 'off',
      TRUST_PROXY: 'true',
      RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const replica = { child, url: `http://127.0.0.1:${port}`, dataDir, log: () => output };
  replicas.push(replica);
  return replica;
}

let clientNumber = 0;
const newClient = () => `198.51.100.${++clientNumber}`;

/** One counted view from `client`, with how long the answer took. */
async function view(replicaUrl: string, client: string) {
  const started = performance.now();
  const response = await fetch(`${replicaUrl}/v1/referrals/increment-count/1`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ view_count: true }),
  });
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, body, headers: response.headers, ms: performance.now() - started };
}

async function health(replicaUrl: string) {
  return (await fetch(`${replicaUrl}/v1/health`)).json() as Promise<{ status: string; redis?: string }>;
}

describe('a Redis outage seen by two API replicas', { timeout: 300_000 }, () => {
  before(async () => {
    await startRedis();
    const started = API_PORTS.map((port) => startReplica(port));
    await Promise.all(
      started.map((replica) =>
        waitFor(
          `the replica on ${replica.url} answers`,
          async () => {
            if (replica.child.exitCode !== null) throw new Error(replica.log());
            return (await fetch(`${replica.url}/v1/health/live`)).ok || undefined;
          },
          { timeoutMs: 180_000, intervalMs: 200 },
        ),
      ),
    );
  });

  after(async () => {
    await Promise.all(
      replicas.map(
        ({ child }) =>
          new Promise<void>((resolveStop) => {
            if (child.exitCode !== null) return resolveStop();
            child.once('exit', () => resolveStop());
            child.kill('SIGTERM');
          }),
      ),
    );
    for (const { dataDir } of replicas) rmSync(dataDir, { recursive: true, force: true });
    await stopRedis();
  });

  it('with Redis up, a route limit counts across both replicas', async () => {
    const [a, b] = replicas;
    const client = newClient();
    for (let index = 0; index < ROUTE_MAX; index += 1) {
      const answer = await view(index % 2 === 0 ? a!.url : b!.url, client);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
    }
    for (const replica of [a!, b!]) assert.equal((await view(replica.url, client)).status, 429);
    assert.equal((await health(a!.url)).redis, 'up');
  });

  it('Redis killed: the route limit still holds on each replica, health says degraded, no long waits', async (t) => {
    const [a, b] = replicas;
    await stopRedis();
    const client = newClient();
    const answers = [];
    for (let index = 0; index <= ROUTE_MAX; index += 1) answers.push(await view(a!.url, client));
    const statuses = answers.map((answer) => answer.status);
    assert.deepEqual(statuses.slice(0, ROUTE_MAX), Array(ROUTE_MAX).fill(200));
    const refused = answers[ROUTE_MAX]!;
    assert.equal(refused.status, 429, 'the limit held on per-process counts');
    assert.deepEqual(Object.keys(refused.body).sort(), ['message', 'retry_after_seconds']);
    assert.equal(refused.headers.get('retry-after'), String(refused.body.retry_after_seconds));
    // The bound while Redis is down is the limit on each replica: B counts its own.
    assert.equal((await view(b!.url, client)).status, 200);
    const slowest = Math.max(...answers.map((answer) => answer.ms));
    t.diagnostic(`slowest limited request with Redis dead: ${slowest.toFixed(1)} ms`);
    assert.ok(slowest < 1000, `a request waited ${slowest} ms on a dead Redis`);
    for (const replica of [a!, b!]) {
      const report = await health(replica.url);
      assert.equal(report.redis, 'down');
      assert.equal(report.status, 'degraded');
    }
  });

  it('Redis back: the replicas count together again', async () => {
    const [a, b] = replicas;
    await startRedis();
    for (const replica of [a!, b!]) {
      await waitFor(
        'the replica sees Redis again',
        async () => ((await health(replica.url)).redis === 'up' ? true : undefined),
        { timeoutMs: 30_000, intervalMs: 200 },
      );
    }
    const client = newClient();
    for (let index = 0; index < ROUTE_MAX; index += 1) {
      assert.equal((await view(index % 2 === 0 ? a!.url : b!.url, client)).status, 200);
    }
    for (const replica of [a!, b!]) assert.equal((await view(replica.url, client)).status, 429);
  });

  it('Redis frozen (SIGSTOP): answers stay quick, limits hold, health says degraded', async (t) => {
    const [a] = replicas;
    redis!.child.kill('SIGSTOP');
    try {
      const client = newClient();
      const answers = [];
      for (let index = 0; index <= ROUTE_MAX; index += 1) answers.push(await view(a!.url, client));
      assert.deepEqual(
        answers.map((answer) => answer.status),
        [...Array(ROUTE_MAX).fill(200), 429],
      );
      const times = answers.map((answer) => answer.ms).sort((x, y) => x - y);
      t.diagnostic(
        `limited requests with Redis frozen: median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, ` +
          `slowest ${times.at(-1)!.toFixed(1)} ms`,
      );
      assert.ok(times.at(-1)! < 1000, `a request waited ${times.at(-1)} ms on a frozen Redis`);
      const report = await health(a!.url);
      assert.equal(report.redis, 'down');
      assert.equal(report.status, 'degraded');
    } finally {
      redis!.child.kill('SIGCONT');
    }
    await waitFor(
      'the replica sees Redis again',
      async () => ((await health(a!.url)).redis === 'up' ? true : undefined),
      { timeoutMs: 30_000, intervalMs: 200 },
    );
  });
});
