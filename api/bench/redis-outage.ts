/**
 * A limited request's latency while Redis is up, dead (killed) and frozen (SIGSTOP): the app in process on
 * PGlite, with a redis-server this script starts on BENCH_REDIS_PORT (6391). The target: p99 ≤ 50 ms with
 * Redis down (issue 28). Prints p50 / p99 / max per state.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app';

const REDIS_PORT = Number(process.env.BENCH_REDIS_PORT ?? 6391);
const REQUESTS = Number(process.env.BENCH_OUTAGE_REQUESTS ?? 400);

function startRedis(): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited ${code}`)));
  });
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;

let redis = await startRedis();
const pglite = new PGlite();
const app = await buildApp({
  env: {
    NODE_ENV: 'test',
    REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}/0`,
    REDIS_KEY_PREFIX: `bench-outage-${process.pid}:`,
    RATE_LIMIT_MAX: '1000000',
    QUEUE_WORKER: 'off',
    LOG_LEVEL: 'error',
  },
  pglite,
  migrate: true,
});
await app.ready();

let client = 0;
/** `PATCH increment-count/{id}` has its own limit (an exact count per request); each round a new client. */
async function measure(label: string) {
  const times: number[] = [];
  for (let index = 0; index < REQUESTS; index += 1) {
    if (index % 50 === 0) client += 1;
    const started = performance.now();
    const response = await app.inject({
      method: 'PATCH',
      url: '/v1/referrals/increment-count/1',
      payload: { view_count: true },
      remoteAddress: `192.0.2.${client % 250}`,
    });
    times.push(performance.now() - started);
    if (response.statusCode >= 500) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(14)} p50 ${percentile(times, 0.5).toFixed(2)} ms   p99 ${percentile(times, 0.99).toFixed(2)} ms` +
      `   max ${times.at(-1)!.toFixed(2)} ms   (${REQUESTS} requests, redis ${app.redisCircuit.state})`,
  );
}

console.log(
  '\nA limited request with Redis up / dead / frozen (bench/redis-outage.ts; target p99 ≤ 50 ms down)',
);
try {
  await measure('Redis up');
  redis.kill('SIGKILL');
  await new Promise((resolve) => redis.once('exit', resolve));
  await measure('Redis dead');
  redis = await startRedis();
  while (app.redisCircuit.state !== 'up') await new Promise((resolve) => setTimeout(resolve, 100));
  redis.kill('SIGSTOP');
  await measure('Redis frozen');
} finally {
  redis.kill('SIGCONT');
  redis.kill('SIGKILL');
  await app.close().catch(() => undefined);
  await pglite.close();
}
