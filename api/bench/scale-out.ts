/**
 * The "How fast" figures of issue 14, run by `npm run bench -w api` (or alone: `tsx bench/scale-out.ts`):
 *  1. anonymous feed on PostgreSQL: API req/s ÷ pgbench TPS of the same SQL, with the response cache
 *     (the default) and without it (RESPONSE_CACHE_SECONDS=0);
 *  2. the embedded PGlite default under 50 connections for 20 s: p99 (goal ≤ 100 ms) and the slowest
 *     request (goal ≤ 1 s);
 *  3. two replicas on PostgreSQL (Redis shared when BENCH_REDIS_URL answers), half the load each: the sum.
 * 4. issue 29: what metrics and tracing cost on the cached feed, every variant an app of one process
 *    (bench/observability-apps.ts; BENCH_OBSERVABILITY_LAYOUT=processes: BENCH_OBSERVABILITY_PROCESSES,
 *    default 3, processes per variant), each compared with "off" in slices off, variant, variant, off of
 *    BENCH_OBSERVABILITY_SECONDS (default 1) for BENCH_ROUNDS rounds (at least 6): off (HTTP_METRICS=off,
 *    no OTLP endpoint) against a second "off" (the control), metrics only, metrics + tracing sampled at
 *    BENCH_TRACE_RATIO (default 0.1, 10 %) and, with processes only, metrics + tracing of every request (spans go over OTLP/HTTP to a
 *    sink in its own process); each cost is the median of per-round ratios, in req/s and in the API's
 *    CPU time per request; goal ≤ 5 %.
 *    BENCH_SCALE_OUT_ONLY=observability runs only this; BENCH_API_FOLDERS runs each variant per build and
 *    BENCH_LAYOUTS filters the variants by name too.
 * BENCH_SCALE_OUT_ONLY=cached-ratios runs only the cached ratios of 1; BENCH_ROUNDS=n runs those layouts n
 * times in turn (interleaved, for A/B figures on a busy machine); with BENCH_API_FOLDERS=a=path,b=path each
 * layout runs once per API folder in every round (two builds side by side), and BENCH_ACCEPT_ENCODING=identity,br
 * runs each with those Accept-Encoding headers, and BENCH_LAYOUTS=<regular expression> keeps the layouts whose
 * name it matches (what browsers send costs compression). The medians per
 * layout, folder and encoding close the run. BENCH_SCALE_OUT_DATABASE names the
 * PostgreSQL database it creates and drops (default api_bench_scale_out).
 * The load mixes feed pages, filters and job openings (BENCH_DISTINCT_URLS distinct URLs), so cache
 * misses are part of what is measured. Figures move with the machine's load, printed beside them.
 *
 * The HTTP load comes from wrk (Debian `wrk`), a C client like pgbench's, so both sides of the ratio pay
 * the same small price for their load generator on these cores; autocannon, a Node client, took about a
 * third of a core itself. Without wrk the ratios are skipped (with a message) and the other figures use
 * autocannon, named in their lines. pgbench's server forks a backend per client, so it uses every core:
 * the ratio is printed for one API process and for one process per core (replicas, each taking an equal
 * share of the connections, as no balancer splits them), counting the rate limit per process and, when
 * Redis answers, in Redis as production must. Each ratio divides by a pgbench run taken just before it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { Redis } from 'ioredis';
import pg from 'pg';
import { openPglite, openPostgres, queryRows, type DatabaseHandle } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { insertJobOpenings } from '../src/db/seed';
import { iterateJobOpenings } from '../src/db/seed/job-openings';
import { feedPageQuery } from '../src/features/job-openings/job-openings-repository';

const apiFolder = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OPENINGS = Number(process.env.BENCH_OPENINGS ?? 200_000);
const PGBENCH_CLIENTS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const RATIO_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// Issue 29's A/B: short runs, many rounds (BENCH_OBSERVABILITY_SECONDS, BENCH_ROUNDS).
const OBSERVABILITY_SECONDS = Number(process.env.BENCH_OBSERVABILITY_SECONDS ?? 1);
// Two processes of one build differ by up to ±10 % (the control variant shows it): several per variant.
// One process holding every variant as an app of its own (bench/observability-apps.ts), or
// BENCH_OBSERVABILITY_LAYOUT=processes: one process per variant, BENCH_OBSERVABILITY_PROCESSES of each.
const OBSERVABILITY_ONE_PROCESS = process.env.BENCH_OBSERVABILITY_LAYOUT !== 'processes';
const OBSERVABILITY_PROCESSES = OBSERVABILITY_ONE_PROCESS
  ? 1
  : Math.max(1, Number(process.env.BENCH_OBSERVABILITY_PROCESSES ?? 3));
const LOAD_CONNECTIONS = 50;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const DISTINCT_URLS = Number(process.env.BENCH_DISTINCT_URLS ?? 60);
// Compiling the routes (tsx) and V8's optimisation take seconds on a busy machine: measured runs follow.
const WARM_UP_SECONDS = 5;
const PAGE_SIZE = 10;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/5';
const benchDatabase = process.env.BENCH_SCALE_OUT_DATABASE ?? 'api_bench_scale_out';
if (!/^[a-z_][a-z0-9_]*$/.test(benchDatabase))
  throw new Error('BENCH_SCALE_OUT_DATABASE: a plain lowercase name');
const ONLY_CACHED_RATIOS = process.env.BENCH_SCALE_OUT_ONLY === 'cached-ratios';
const ONLY_OBSERVABILITY = process.env.BENCH_SCALE_OUT_ONLY === 'observability';
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
const API_FOLDERS = (process.env.BENCH_API_FOLDERS ?? '')
  .split(',')
  .filter(Boolean)
  .map((item) => {
    const [name = '', folder = ''] = item.split('=');
    return { name, folder: resolve(folder) };
  });
const LAYOUTS = new RegExp(process.env.BENCH_LAYOUTS ?? '');
const ACCEPT_ENCODINGS = (process.env.BENCH_ACCEPT_ENCODING ?? 'identity').split(',').filter(Boolean);

const line = (label: string, value: string) => console.log(`${label.padEnd(56)} ${value}`);
const machineLoad = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')} on ${availableParallelism()} cores`;

/** The statement behind an anonymous first feed page, parameters written in (pgbench runs it prepared). */
function feedSql(): string {
  const noFilters = {
    employmentTypes: [],
    locations: [],
    companies: [],
    minYoe: undefined,
    maxYoe: undefined,
    faangLevel: undefined,
    keywords: [],
  };
  const query = new PgDialect().sqlToQuery(feedPageQuery(noFilters, { offset: 0 }, PAGE_SIZE));
  return query.sql.replace(/\$(\d+)/g, (_match, index: string) => String(query.params[Number(index) - 1]));
}

async function fillOpenings(handle: DatabaseHandle): Promise<number[]> {
  const start = performance.now();
  await runMigrations(handle);
  await insertJobOpenings(handle.db, iterateJobOpenings(OPENINGS, { seed: 11, now: new Date() }));
  await handle.db.execute(sql`ANALYZE job_openings`);
  const rows = await queryRows<{ id: number }>(
    handle.db,
    sql`SELECT id FROM job_openings WHERE status = 'published' ORDER BY created_at DESC LIMIT 40`,
  );
  line(
    `  ${OPENINGS.toLocaleString('en')} openings inserted (${handle.engine})`,
    `${((performance.now() - start) / 1000).toFixed(1)} s`,
  );
  return rows.map((row) => row.id);
}

/** What visitors ask for: first pages under common filters, the latest openings one by one. */
function visitorPaths(openingIds: number[]): string[] {
  const feed = '/v1/referrals/job-openings';
  const filters = [
    '',
    '&employment_type=Full-time',
    '&employment_type=Intern',
    '&faang_level=yes',
    '&locations=Bengaluru',
    '&locations=Hyderabad,Pune',
    '&min_yoe=2&max_yoe=5',
    '&q=java',
    '&q=react',
    '&companies=Google',
  ];
  const paths = [
    ...filters.map((filter) => `${feed}?page_size=${PAGE_SIZE}${filter}`),
    ...filters.map((filter) => `${feed}?page_size=${PAGE_SIZE}&page=2${filter}`),
    ...openingIds.map((id) => `/v1/referrals/job-opening?job_id=${id}`),
  ];
  return paths.slice(0, Math.max(1, DISTINCT_URLS));
}

/** A port nothing listens on now: a random one collided with the load generators' own client ports. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, rejectPort) => {
    const probe = createServer();
    probe.once('error', rejectPort);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : rejectPort()));
    });
  });
}

/** Another process may take the free port before the API binds it: then start again on another. */
async function startApi(
  env: Record<string, string>,
  folder = apiFolder,
  cpu?: number,
): Promise<{ child: ChildProcess; port: number }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startApiOn(await freePort(), env, folder, cpu);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Several at once; if one cannot start, those that did are stopped rather than left running. */
async function startReplicas(
  count: number,
  env: Record<string, string>,
  folder = apiFolder,
  cpu?: number,
): Promise<Array<{ child: ChildProcess; port: number }>> {
  const started = await Promise.allSettled(Array.from({ length: count }, () => startApi(env, folder, cpu)));
  const failure = started.find((result) => result.status === 'rejected');
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  if (failure) {
    await Promise.all(running.map(({ child }) => stopApi(child)));
    throw failure.reason;
  }
  return running;
}

/** What every API process of the bench runs with: no rate limit in the way of the load. */
/** The share of traces the traced variant samples (issue 29's A/B): BENCH_TRACE_RATIO, default 10 %. */
const TRACE_RATIO = process.env.BENCH_TRACE_RATIO ?? '0.1';

const BENCH_API_ENV = { PATH: process.env.PATH ?? '', NODE_ENV: 'development', RATE_LIMIT_MAX: '100000000' };

/** Issue 29's API processes: the cached feed on PostgreSQL, no evaluations. */
const observedApiEnv = (databaseUrl: string) => ({
  DATABASE_URL: databaseUrl,
  QUEUE_WORKER: 'off',
  RESPONSE_CACHE_SECONDS: '15',
  DB_POOL_MAX: String(PGBENCH_CLIENTS),
});

function startApiOn(
  port: number,
  env: Record<string, string>,
  folder: string,
  cpu?: number,
): Promise<{ child: ChildProcess; port: number }> {
  const [command, ...args] = onCpu(cpu, [process.execPath, '--import', 'tsx', 'src/server.ts']);
  const child = spawn(command!, args, {
    cwd: folder,
    env: {
      ...BENCH_API_ENV,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolveStart, rejectStart) => {
    const deadline = Date.now() + 180_000;
    const poll = () => {
      get(`http://127.0.0.1:${port}/v1/health`, (response) => {
        response.resume();
        if (response.statusCode === 200) resolveStart({ child, port });
        else setTimeout(poll, 250);
      }).on('error', () => {
        if (child.exitCode !== null) rejectStart(new Error('the API exited while starting'));
        else if (Date.now() > deadline) rejectStart(new Error('the API did not start within 180 s'));
        else setTimeout(poll, 250);
      });
    };
    poll();
  });
}

async function stopApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  child.kill('SIGTERM');
  await exited;
}

type Load = { requestsPerSecond: number; p50: number; p99: number; max: number; failures: number };

const wrkInstalled = spawnSync('which', ['wrk']).status === 0;

/**
 * Issue 29's A/B runs each API process on the second core and wrk on the first (`taskset`, util-linux;
 * BENCH_PIN=off to let the scheduler place them): two unpinned processes of the same build differed by
 * about ±10 % in req/s, as the scheduler put the server beside wrk's threads or not.
 */
const PINNED =
  process.env.BENCH_PIN !== 'off' &&
  wrkInstalled &&
  availableParallelism() >= 2 &&
  spawnSync('which', ['taskset']).status === 0;
const SERVER_CPU = 1;
const LOAD_CPU = 0;

/** The command run on one CPU (taskset execs it: the pid is the command's own). */
function onCpu(cpu: number | undefined, command: string[]): string[] {
  return cpu === undefined ? command : ['taskset', '--cpu-list', String(cpu), ...command];
}
const loadGenerator = wrkInstalled ? 'wrk' : 'autocannon';

/**
 * wrk cycles through the paths (each thread from the first) and prints its figures as one JSON line.
 * Requests are formatted once in init(): per request the script only hands back a string.
 */
function wrkScript(paths: string[], acceptEncoding: string): string {
  return `local paths = { ${paths.map((path) => JSON.stringify(path)).join(', ')} }
local headers = { ["Accept-Encoding"] = ${JSON.stringify(acceptEncoding)} }
local requests = {}
local next_index = 0
function init(args)
  for index, path in ipairs(paths) do requests[index] = wrk.format("GET", path, headers) end
end
function request()
  next_index = next_index % #requests + 1
  return requests[next_index]
end
function done(summary, latency, _)
  local errors = summary.errors
  io.write(string.format('WRK_RESULT {"requests":%d,"duration_us":%d,"p50_us":%d,"p99_us":%d,"max_us":%d,"socket_errors":%d,"status_errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), latency.max,
    errors.connect + errors.read + errors.write + errors.timeout, errors.status))
end
`;
}

async function wrkLoad(
  port: number,
  paths: string[],
  connections: number,
  seconds: number,
  acceptEncoding: string,
  cpu?: number,
): Promise<Load> {
  const folder = mkdtempSync(join(tmpdir(), 'wrk-'));
  const script = join(folder, 'paths.lua');
  writeFileSync(script, wrkScript(paths, acceptEncoding));
  try {
    const threads = cpu === undefined ? Math.min(connections, availableParallelism()) : 1;
    const [command, ...args] = onCpu(cpu, [
      'wrk',
      ...['-t', String(threads), '-c', String(connections), '-d', `${seconds}s`, '--timeout', '10s'],
      ...['-s', script, `http://127.0.0.1:${port}`],
    ]);
    const child = spawn(command!, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolveExit) => child.on('close', resolveExit));
    const json = output.match(/WRK_RESULT (\{.*\})/)?.[1];
    if (code !== 0 || !json) throw new Error(`wrk failed (exit ${code}): ${output}`);
    const result = JSON.parse(json) as {
      requests: number;
      duration_us: number;
      p50_us: number;
      p99_us: number;
      max_us: number;
      socket_errors: number;
      status_errors: number;
    };
    const ms = (microseconds: number) => Math.round(microseconds / 100) / 10;
    return {
      requestsPerSecond: result.requests / (result.duration_us / 1e6),
      p50: ms(result.p50_us),
      p99: ms(result.p99_us),
      max: ms(result.max_us),
      failures: result.socket_errors + result.status_errors,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function load(
  port: number,
  paths: string[],
  connections: number,
  seconds: number,
  acceptEncoding = 'identity',
  cpu?: number,
): Promise<Load> {
  if (wrkInstalled) return wrkLoad(port, paths, connections, seconds, acceptEncoding, cpu);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET', path, headers: { 'accept-encoding': acceptEncoding } })),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** Several load generators at once, one per replica: requests add up, latencies take the worst. */
const sumOf = (figures: Load[]): Load => ({
  requestsPerSecond: figures.reduce((sum, item) => sum + item.requestsPerSecond, 0),
  p50: Math.max(...figures.map((item) => item.p50)),
  p99: Math.max(...figures.map((item) => item.p99)),
  max: Math.max(...figures.map((item) => item.max)),
  failures: figures.reduce((sum, item) => sum + item.failures, 0),
});

const describeLoad = (figures: Load) =>
  `${figures.requestsPerSecond.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
  `max ${figures.max} ms, ${figures.failures} failed`;

function pgbenchTps(databaseUrl: string): number | undefined {
  if (spawnSync('which', ['pgbench']).status !== 0) {
    line('  pgbench', 'missing: install postgresql-client (Debian) to compare');
    return undefined;
  }
  const folder = mkdtempSync(join(tmpdir(), 'pgbench-'));
  const script = join(folder, 'feed.sql');
  writeFileSync(script, `${feedSql().replace(/\s+/g, ' ')};\n`);
  const url = new URL(databaseUrl);
  const result = spawnSync(
    'pgbench',
    [
      ...['-n', '-M', 'prepared', '-c', String(PGBENCH_CLIENTS), '-j', '2', '-T', String(RATIO_SECONDS)],
      ...['-f', script, '-h', url.hostname, '-p', url.port || '5432'],
      ...['-U', decodeURIComponent(url.username || 'postgres'), url.pathname.slice(1)],
    ],
    { encoding: 'utf8', env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) } },
  );
  rmSync(folder, { recursive: true, force: true });
  const tps = Number(result.stdout.match(/tps = ([\d.]+)/)?.[1]);
  return Number.isFinite(tps) ? tps : undefined;
}

async function redisAvailable(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/**
 * An OTLP/HTTP endpoint that takes the spans and drops them, in a process of its own: in this one it
 * would slow the load generator (a collector runs elsewhere anyway). It reports the exports it took.
 */
const OTLP_SINK = `
  let exports = 0, bytes = 0;
  const server = require('node:http').createServer((request, response) => {
    request.on('data', (chunk) => { bytes += chunk.length; });
    request.on('end', () => {
      exports += 1;
      // An empty ExportTraceServiceResponse in the request's own encoding.
      const json = request.headers['content-type'] === 'application/json';
      response.writeHead(200, { 'content-type': json ? 'application/json' : 'application/x-protobuf' }).end(json ? '{}' : '');
    });
  });
  server.listen(0, '127.0.0.1', () => console.log(server.address().port));
  process.on('SIGTERM', () => { console.log(exports + ' exports, ' + (bytes / 1e6).toFixed(1) + ' MB'); process.exit(0); });
`;

async function startOtlpSink(): Promise<{
  url: string;
  pid: number | undefined;
  close: () => Promise<string>;
}> {
  const child = spawn(process.execPath, ['-e', OTLP_SINK], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines: string[] = [];
  const firstLine = new Promise<string>((done) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      lines.push(...chunk.toString().trim().split('\n'));
      if (lines.length > 0) done(lines[0]!);
    });
  });
  const port = await firstLine;
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    close: async () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      return lines.at(-1) ?? '';
    },
  };
}

/**
 * CPU seconds a process has used (user + system, all its threads) from /proc/<pid>/stat, in clock
 * ticks of 1/100 s (USER_HZ on Linux); undefined elsewhere.
 */
function cpuSeconds(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

type OneProcessPorts = { off: number; control: number; metrics: number; traced: number };

/** bench/observability-apps.ts: every variant an app of one process, with the replicas' settings. */
async function startObservabilityApps(
  databaseUrl: string,
  sinkUrl: string,
  folder: string,
  cpu?: number,
): Promise<{ child: ChildProcess; ports: OneProcessPorts }> {
  const [command, ...args] = onCpu(cpu, [process.execPath, '--import', 'tsx', 'bench/observability-apps.ts']);
  const child = spawn(command!, args, {
    cwd: folder,
    env: {
      ...BENCH_API_ENV,
      ...observedApiEnv(databaseUrl),
      OBSERVABILITY_OTLP_ENDPOINT: sinkUrl,
      // The traced app's sampling ratio (BENCH_TRACE_RATIO, default 0.1).
      OBSERVABILITY_TRACE_RATIO: TRACE_RATIO,
      // The export's encoding (http/protobuf unless this says http/json), to compare the two.
      ...(process.env.OTEL_EXPORTER_OTLP_PROTOCOL && {
        OTEL_EXPORTER_OTLP_PROTOCOL: process.env.OTEL_EXPORTER_OTLP_PROTOCOL,
      }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const ports = await new Promise<OneProcessPorts>((resolvePorts, rejectPorts) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const first = output.split('\n', 1)[0]!;
      if (output.includes('\n')) resolvePorts(JSON.parse(first) as OneProcessPorts);
    });
    child.once('exit', (code) => rejectPorts(new Error(`the apps' process exited (${code}) while starting`)));
  });
  return { child, ports };
}

/**
 * Issue 29: metrics and tracing on against off, on the cached feed (page 1). Two processes of one build
 * differ by up to ±10 % in req/s, twice the 5 % to be shown, and the difference stays with the process:
 * by default every variant is an app of one process (startObservabilityApps), which shares the heap,
 * the JIT and the core, so the apps differ only in what they run per request; with
 * BENCH_OBSERVABILITY_LAYOUT=processes, OBSERVABILITY_PROCESSES API processes per variant, each round
 * taking the next one of each. Each is started and warmed once, the server pinned to one core and wrk
 * to the other. For BENCH_ROUNDS
 * rounds (at least 6) each variant is compared with "off" in four short slices of OBSERVABILITY_SECONDS:
 * off, variant, variant, off. This virtual machine's speed drifts within seconds (one process's CPU per
 * request went 73 → 108 → 100 → 79 µs in four 3-second rounds a quarter of a minute apart), more than the
 * 5 % to be shown; with one-second slices in that order, a drift that is linear over four seconds falls
 * equally on both sides. (Loading both servers at once on one core was tried: the kernel did not share
 * the core evenly between two identical processes, 11 % apart.) A cost is the median over rounds of
 * 1 − variant ÷ off in req/s, and the same ratio of CPU time per request (one process: its CPU in
 * that slice, the only app loaded). A second "off" is measured the same way: its "cost" is the
 * difference between two identical apps or processes, the floor under every figure. Spans go to an OTLP sink in its own process whose CPU is reported too.
 */
async function observabilityCost(databaseUrl: string): Promise<void> {
  const sink = await startOtlpSink();
  let exported = '';
  type App = keyof OneProcessPorts;
  type Variant = { name: string; env: Record<string, string>; app?: App };
  const allVariants: Variant[] = [
    { name: 'off (HTTP_METRICS=off, no OTLP endpoint)', env: { HTTP_METRICS: 'off' }, app: 'off' },
    {
      name: OBSERVABILITY_ONE_PROCESS
        ? 'off again, a second app (control)'
        : 'off again, a second process (control)',
      env: { HTTP_METRICS: 'off' },
      app: 'control',
    },
    { name: 'metrics only', env: {}, app: 'metrics' },
    // The sampler is the process's: in one process only the production setting is measured.
    { name: 'metrics + tracing, every request', env: { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url } },
    {
      name: `metrics + tracing, ${Number(TRACE_RATIO) * 100} % sampled`,
      env: {
        OTEL_EXPORTER_OTLP_ENDPOINT: sink.url,
        OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
        OTEL_TRACES_SAMPLER_ARG: TRACE_RATIO,
      },
      app: 'traced',
    },
  ];
  const variants = allVariants.filter((variant) => !OBSERVABILITY_ONE_PROCESS || variant.app !== undefined);
  const builds = API_FOLDERS.length > 0 ? API_FOLDERS : [{ name: '', folder: apiFolder }];
  // Each variant once per API folder (BENCH_API_FOLDERS: two builds side by side), keyed by both.
  const runs = builds.flatMap((build) =>
    variants
      .filter((variant, index) => index === 0 || LAYOUTS.test(variant.name))
      .map((variant, index) => ({
        ...variant,
        build,
        off: index === 0,
        key: build.name ? `${build.name}: ${variant.name}` : variant.name,
        costs: [] as number[],
        cpuCosts: [] as number[],
        rates: [] as number[],
        cpuPerRequest: [] as number[],
        replicas: [] as Array<{ child: ChildProcess; port: number }>,
      })),
  );
  const firstPage = [`/v1/referrals/job-openings?page_size=${PAGE_SIZE}`];
  const rounds = Math.max(6, 2 * OBSERVABILITY_PROCESSES, ROUNDS);
  const serverCpu = PINNED ? SERVER_CPU : undefined;
  const loadCpu = PINNED ? LOAD_CPU : undefined;
  console.log(
    `\nMetrics and tracing cost: cached feed page 1, ${OBSERVABILITY_ONE_PROCESS ? 'every variant an app of one process' : `${OBSERVABILITY_PROCESSES} processes per variant`}, each against "off" in slices off, variant, variant, off, ` +
      `${PGBENCH_CLIENTS} connections (${loadGenerator}), ${rounds} rounds of ${OBSERVABILITY_SECONDS} s; ` +
      `${PINNED ? `the server on CPU ${SERVER_CPU}, wrk on CPU ${LOAD_CPU}` : 'not pinned (no wrk, no taskset or one core)'}; ` +
      machineLoad(),
  );
  const measure = async (replica: { child: ChildProcess; port: number }) => {
    // A process left idle for seconds starts slower (measured: the second "off" process was 17 % behind
    // the first, which was always the one just loaded): each slice follows a second of unmeasured load.
    // So too an app of one process: without it, rounds of two identical apps were twice as far apart.
    await load(replica.port, firstPage, PGBENCH_CLIENTS, 1, 'identity', loadCpu);
    const cpuBefore = cpuSeconds(replica.child.pid);
    const figures = await load(
      replica.port,
      firstPage,
      PGBENCH_CLIENTS,
      OBSERVABILITY_SECONDS,
      'identity',
      loadCpu,
    );
    const cpuAfter = cpuSeconds(replica.child.pid);
    const requests = figures.requestsPerSecond * OBSERVABILITY_SECONDS;
    const cpuSpent = cpuBefore === undefined || cpuAfter === undefined ? NaN : cpuAfter - cpuBefore;
    return { requests, cpuSpent, failures: figures.failures };
  };
  type Slice = Awaited<ReturnType<typeof measure>>;
  const pairOf = (first: Slice, second: Slice) => ({
    requestsPerSecond: (first.requests + second.requests) / (2 * OBSERVABILITY_SECONDS),
    cpu: ((first.cpuSpent + second.cpuSpent) * 1e6) / (first.requests + second.requests),
    failures: first.failures + second.failures,
  });
  try {
    const shared =
      OBSERVABILITY_ONE_PROCESS &&
      (await Promise.all(
        builds.map((build) => startObservabilityApps(databaseUrl, sink.url, build.folder, serverCpu)),
      ));
    for (const run of runs) {
      if (shared) {
        const { child, ports } = shared[builds.indexOf(run.build)]!;
        run.replicas.push({ child, port: ports[run.app!] });
        await load(ports[run.app!], firstPage, PGBENCH_CLIENTS, WARM_UP_SECONDS, 'identity', loadCpu);
        continue;
      }
      const replicas = await startReplicas(
        OBSERVABILITY_PROCESSES,
        { ...observedApiEnv(databaseUrl), ...run.env },
        run.build.folder,
        serverCpu,
      );
      run.replicas.push(...replicas);
      for (const replica of replicas)
        await load(replica.port, firstPage, PGBENCH_CLIENTS, WARM_UP_SECONDS, 'identity', loadCpu);
    }
    for (let round = 1; round <= rounds; round += 1) {
      const sinkBefore = cpuSeconds(sink.pid);
      for (const build of builds) {
        const ofBuild = runs.filter((run) => run.build === build);
        const offRun = ofBuild.find((run) => run.off)!;
        const others = ofBuild.filter((run) => run !== offRun);
        for (const run of round % 2 === 1 ? others : [...others].reverse()) {
          // off, variant, variant, off: a drift of the machine's speed that is linear over the four
          // slices falls equally on both sides.
          // Each round takes the next of each variant's processes, so that the median runs over them all.
          const offReplica = offRun.replicas[round % OBSERVABILITY_PROCESSES]!;
          const variantReplica = run.replicas[(round + 1) % OBSERVABILITY_PROCESSES]!;
          const offFirst = await measure(offReplica);
          const variantFirst = await measure(variantReplica);
          const variantSecond = await measure(variantReplica);
          const offSecond = await measure(offReplica);
          const off = pairOf(offFirst, offSecond);
          const variant = pairOf(variantFirst, variantSecond);
          run.costs.push((1 - variant.requestsPerSecond / off.requestsPerSecond) * 100);
          run.cpuCosts.push((variant.cpu / off.cpu - 1) * 100);
          run.rates.push(variant.requestsPerSecond);
          run.cpuPerRequest.push(variant.cpu);
          offRun.rates.push(off.requestsPerSecond);
          offRun.cpuPerRequest.push(off.cpu);
          line(
            `  round ${round}, ${run.key}`,
            `${variant.requestsPerSecond.toFixed(0)} req/s against off's ${off.requestsPerSecond.toFixed(0)}, ` +
              `${variant.cpu.toFixed(1)} µs CPU/request against ${off.cpu.toFixed(1)}, ` +
              `${variant.failures + off.failures} failed`,
          );
        }
      }
      const sinkAfter = cpuSeconds(sink.pid);
      line(
        `  round ${round}: machine`,
        `${machineLoad()}; OTLP sink used ${sinkBefore === undefined || sinkAfter === undefined ? '?' : (sinkAfter - sinkBefore).toFixed(2)} s CPU this round`,
      );
    }
  } finally {
    const children = new Set(runs.flatMap((run) => run.replicas.map(({ child }) => child)));
    await Promise.all([...children].map((child) => stopApi(child)));
    exported = await sink.close();
  }
  for (const build of builds) {
    const ofBuild = runs.filter((run) => run.build === build);
    const offRun = ofBuild.find((run) => run.off)!;
    line(
      `  ${offRun.key}`,
      `median ${median(offRun.rates).toFixed(0)} req/s, ${median(offRun.cpuPerRequest).toFixed(1)} µs CPU/request ` +
        '(against each variant)',
    );
    for (const run of ofBuild.filter((candidate) => candidate !== offRun)) {
      line(
        `  cost of ${run.key} (goal ≤ 5 %)`,
        `${median(run.costs).toFixed(1)} % of req/s (rounds: ${run.costs.map((value) => value.toFixed(1)).join(' / ')}); ` +
          `${median(run.cpuCosts).toFixed(1)} % more CPU per request (${run.cpuCosts.map((value) => value.toFixed(1)).join(' / ')})`,
      );
    }
  }
  line('  the OTLP sink took', `${exported}`);
}

async function postgresFigures(): Promise<void> {
  console.log(`\nScale-out: anonymous feed on PostgreSQL (${OPENINGS.toLocaleString('en')} openings)`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${benchDatabase}`);
  const url = new URL(serverUrl);
  url.pathname = `/${benchDatabase}`;
  const databaseUrl = url.toString();
  try {
    const handle = openPostgres(databaseUrl, 2);
    const openingIds = await fillOpenings(handle);
    await handle.close();
    const firstPage = [`/v1/referrals/job-openings?page_size=${PAGE_SIZE}`];
    if (ONLY_OBSERVABILITY) {
      await observabilityCost(databaseUrl);
      return;
    }

    const tps = pgbenchTps(databaseUrl);
    if (tps !== undefined)
      line(`  pgbench, same SQL, ${PGBENCH_CLIENTS} clients, prepared`, `${tps.toFixed(0)} TPS`);
    if (!wrkInstalled) {
      line('  ratios', 'skipped: install wrk (Debian `wrk`), a C load generator like pgbench');
    }
    const sharedRedis = await redisAvailable();
    const cores = availableParallelism();
    // One process, then one per core (the production layout here; replicas, no balancer): first with
    // each process counting its own rate limit, then, when Redis answers, counting into one shared limit
    // as production must: synced in batches (the default), and with a round trip per request
    // (RATE_LIMIT_SYNC_MS=0, the official store alone) for comparison.
    const allLayouts: Array<{ name: string; processes: number; redis: boolean; syncMs?: string }> = [
      { name: '1 process', processes: 1, redis: false },
      { name: `${cores} processes, rate limit per process`, processes: cores, redis: false },
      ...(sharedRedis
        ? [
            {
              name: `${cores} processes + Redis (global limit synced in batches)`,
              processes: cores,
              redis: true,
            },
            {
              name: `${cores} processes + Redis (a round trip per request, RATE_LIMIT_SYNC_MS=0)`,
              processes: cores,
              redis: true,
              syncMs: '0',
            },
          ]
        : []),
    ];
    const layouts = allLayouts.filter((layout) => LAYOUTS.test(layout.name));
    const cacheModes = [
      ['cached (default, 15 s)', '15'],
      ['uncached (RESPONSE_CACHE_SECONDS=0)', '0'],
    ] as const;
    const builds = API_FOLDERS.length > 0 ? API_FOLDERS : [{ name: '', folder: apiFolder }];
    const ratios = new Map<string, number[]>();
    for (const [cacheLabel, cacheSeconds] of ONLY_CACHED_RATIOS ? cacheModes.slice(0, 1) : cacheModes) {
      const rounds = Array.from({ length: ROUNDS }, (_round, index) =>
        layouts.flatMap((layout) =>
          // Each round in the other order, so that no build always follows the same one.
          (index % 2 === 0 ? builds : [...builds].reverse()).flatMap((build) =>
            ACCEPT_ENCODINGS.map((acceptEncoding) => ({ layout, build, acceptEncoding })),
          ),
        ),
      ).flat();
      for (const { layout, build, acceptEncoding } of rounds) {
        const label = [cacheLabel, build.name, acceptEncoding === 'identity' ? '' : acceptEncoding]
          .filter(Boolean)
          .join(', ');
        const connections = Math.max(1, Math.floor(PGBENCH_CLIENTS / layout.processes));
        const env = {
          DATABASE_URL: databaseUrl,
          QUEUE_WORKER: 'off',
          RESPONSE_CACHE_SECONDS: cacheSeconds,
          DB_POOL_MAX: String(Math.ceil(PGBENCH_CLIENTS / layout.processes)),
          ...(layout.redis ? { REDIS_URL: redisUrl } : {}),
          ...(layout.syncMs ? { RATE_LIMIT_SYNC_MS: layout.syncMs } : {}),
        };
        const replicas = await startReplicas(layout.processes, env, build.folder);
        try {
          const loadAll = (seconds: number) =>
            Promise.all(
              replicas.map((replica) => load(replica.port, firstPage, connections, seconds, acceptEncoding)),
            );
          await loadAll(WARM_UP_SECONDS);
          // pgbench again right before each API run: on a shared machine the two sides of a ratio must
          // see the same load, and PostgreSQL's ten backends suffer from it differently than the API.
          const adjacentTps = tps === undefined ? undefined : pgbenchTps(databaseUrl);
          const figures = sumOf(await loadAll(RATIO_SECONDS));
          line(
            `  API page 1, ${label}, ${layout.name}, ${connections} connections each (${loadGenerator})`,
            describeLoad(figures),
          );
          if (adjacentTps !== undefined && wrkInstalled) {
            const key = `${layout.name}, ${label}`;
            ratios.set(key, [...(ratios.get(key) ?? []), figures.requestsPerSecond / adjacentTps]);
            line(
              `  ratio API ÷ pgbench, ${label}, ${layout.name}${cacheSeconds === '15' ? ' (goal ≥ 0.6)' : ''}`,
              `${(figures.requestsPerSecond / adjacentTps).toFixed(2)} (pgbench just before: ${adjacentTps.toFixed(0)} TPS; ${machineLoad()})`,
            );
          }
        } finally {
          await Promise.all(replicas.map((replica) => stopApi(replica.child)));
        }
      }
    }

    for (const [key, values] of ratios) {
      const sorted = [...values].sort((a, b) => a - b);
      line(
        `  median ratio, ${key}`,
        `${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)} of ${values.map((value) => value.toFixed(2)).join(' / ')}`,
      );
    }
    if (ONLY_CACHED_RATIOS) return;
    await observabilityCost(databaseUrl);
    console.log(
      `\nScale-out: two replicas on PostgreSQL${sharedRedis ? ` + Redis (${redisUrl})` : ' (no Redis: caches per process)'}, ` +
        `${LOAD_CONNECTIONS / 2} connections each, ${LOAD_SECONDS} s, ${visitorPaths(openingIds).length} distinct URLs (${loadGenerator})`,
    );
    const replicaEnv = {
      DATABASE_URL: databaseUrl,
      QUEUE_WORKER: 'off',
      DB_POOL_MAX: '5',
      ...(sharedRedis ? { REDIS_URL: redisUrl } : {}),
    };
    const replicas = await startReplicas(2, replicaEnv);
    try {
      const paths = visitorPaths(openingIds);
      await Promise.all(replicas.map(({ port }) => load(port, paths, LOAD_CONNECTIONS / 2, WARM_UP_SECONDS)));
      const figures = await Promise.all(
        replicas.map(({ port }) => load(port, paths, LOAD_CONNECTIONS / 2, LOAD_SECONDS)),
      );
      figures.forEach((replica, index) => line(`  replica ${index + 1}`, describeLoad(replica)));
      line(
        '  sum of both replicas',
        `${figures.reduce((sum, replica) => sum + replica.requestsPerSecond, 0).toFixed(0)} req/s, ` +
          `worst p99 ${Math.max(...figures.map((replica) => replica.p99))} ms, ` +
          `max ${Math.max(...figures.map((replica) => replica.max))} ms`,
      );
    } finally {
      await Promise.all(replicas.map(({ child }) => stopApi(child)));
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`);
    await admin.end();
  }
}

async function pgliteFigures(): Promise<void> {
  console.log(
    `\nScale-out: embedded PGlite default (${OPENINGS.toLocaleString('en')} openings), ` +
      `${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s (${loadGenerator})`,
  );
  const folder = mkdtempSync(join(tmpdir(), 'bench-scale-out-pglite-'));
  const dataDirectory = join(folder, 'pglite');
  try {
    const client = await PGlite.create(dataDirectory);
    const openingIds = await fillOpenings(await openPglite(client, true));
    await client.close();
    const { child, port } = await startApi({ PGLITE_DATA_DIR: dataDirectory });
    try {
      const paths = visitorPaths(openingIds);
      await load(port, paths, LOAD_CONNECTIONS, WARM_UP_SECONDS);
      const figures = await load(port, paths, LOAD_CONNECTIONS, LOAD_SECONDS);
      line(`  ${paths.length} distinct URLs`, describeLoad(figures));
      line('  p99 (goal ≤ 100 ms) / slowest (goal ≤ 1000 ms)', `${figures.p99} ms / ${figures.max} ms`);
    } finally {
      await stopApi(child);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

console.log(`\nScale-out benchmark; machine at start: ${machineLoad()}`);
await postgresFigures();
if (!ONLY_CACHED_RATIOS && !ONLY_OBSERVABILITY) await pgliteFigures();
console.log(`Scale-out benchmark done; machine at end: ${machineLoad()}`);
