/**
 * Issue 29 "How fast": production start to ready, from the build output only (`node dist/worker.js`,
 * `node dist/server.js`, NODE_ENV=production, no tsx), on a PostgreSQL database that is already
 * migrated and seeded (the usual restart or scale-up); goal ≤ 3 s each. Three starts of each: a worker
 * until its probe `/ready` answers 200, then an API process (with that worker alive) until its
 * `/v1/health/ready` answers 200. Run by `npm run bench -w api`, or alone:
 * `node --import tsx bench/start-to-ready.ts`. Builds `dist/` first when it is missing or older than src/.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const apiFolder = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = 'api_bench_start_to_ready';
const STARTS = 3;
const line = (label: string, value: string) => console.log(`${label.padEnd(56)} ${value}`);
const machineLoad = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')} on ${availableParallelism()} cores`;

function newestSourceTime(): number {
  let newest = 0;
  for (const entry of readdirSync(join(apiFolder, 'src'), { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function ensureBuild(): void {
  const stamp = join(apiFolder, 'dist', '.built');
  if (existsSync(stamp) && statSync(stamp).mtimeMs >= newestSourceTime()) return;
  console.log('  building dist/ (npm run build -w api) first…');
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: apiFolder, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the API build failed');
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

function startBuilt(entry: 'server.js' | 'worker.js', env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [join(apiFolder, 'dist', entry)], {
    cwd: apiFolder,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Milliseconds from `started` until `url` answers 200 (polled every 10 ms). */
async function untilOk(
  url: string,
  child: ChildProcess,
  started: number,
  timeoutMs = 120_000,
): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    const status = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return performance.now() - started;
    if (performance.now() - started > timeoutMs) throw new Error(`${url} not ready within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 10));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `median ${(sorted[Math.floor(sorted.length / 2)]! / 1000).toFixed(2)} s, worst ${(sorted.at(-1)! / 1000).toFixed(2)} s (${times.map((time) => (time / 1000).toFixed(2)).join(', ')})`;
};

console.log(`\nProduction start to ready (node dist/…, NODE_ENV=production; ${machineLoad()})`);
ensureBuild();
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${database}`);
const url = new URL(serverUrl);
url.pathname = `/${database}`;
const common = {
  NODE_ENV: 'production',
  // Development mail and payments keep the bench self-contained; they change nothing at start.
  ALLOW_DEV_SERVICES_IN_PRODUCTION: 'true',
  AUTH_SECRET: randomBytes(32).toString('hex'),
  DATABASE_URL: url.toString(),
  API_HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
};
const running: ChildProcess[] = [];
try {
  // Not timed: the first start migrates and seeds the empty database.
  const firstPort = await freePort();
  const first = startBuilt('server.js', { ...common, API_PORT: String(firstPort), QUEUE_WORKER: 'off' });
  await untilOk(`http://127.0.0.1:${firstPort}/v1/health/live`, first, performance.now());
  await stop(first);

  const workerTimes: number[] = [];
  for (let start = 1; start <= STARTS; start += 1) {
    const port = await freePort();
    const began = performance.now();
    const worker = startBuilt('worker.js', { ...common, WORKER_HEALTH_PORT: String(port) });
    running.push(worker);
    workerTimes.push(await untilOk(`http://127.0.0.1:${port}/ready`, worker, began));
    // The last one stays: an API replica is ready only when a live worker can run its languages.
    if (start < STARTS) await stop(worker);
  }
  line('  worker, start to its /ready (goal ≤ 3 s)', summary(workerTimes));

  const apiTimes: number[] = [];
  for (let start = 1; start <= STARTS; start += 1) {
    const port = await freePort();
    const began = performance.now();
    const api = startBuilt('server.js', { ...common, API_PORT: String(port), QUEUE_WORKER: 'off' });
    running.push(api);
    apiTimes.push(await untilOk(`http://127.0.0.1:${port}/v1/health/ready`, api, began));
    await stop(api);
  }
  line('  API replica, start to /v1/health/ready (goal ≤ 3 s)', summary(apiTimes));
  console.log(`  machine at end: ${machineLoad()}`);
} finally {
  await Promise.all(running.map(stop));
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}
