/**
 * The evaluation queue as a learner meets it: an API (QUEUE_WORKER=off) and one `src/worker.ts` process on a
 * PostgreSQL database, driven over HTTP only, so the same harness measures another checkout's code
 * (`BENCH_API_FOLDER=/path/to/other/api`, e.g. main before a change).
 *
 * - throughput: 16 correct Python submissions from 16 learners, SANDBOX_SLOTS=2 → evaluations per minute;
 * - verdict: submit → rated, one at a time, for a correct Python, C++ and Java solution with 10 tests;
 * - health: /v1/health latency while 20 abusive submissions (infinite loop, sleep, fork bomb, memory hog,
 *   huge output, C++ compile-time bomb) from 20 learners go through the queue.
 *
 * Needs a PostgreSQL server (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres); it
 * creates and drops its own database. `BENCH_PARTS=throughput,verdict,health` picks parts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

const apiFolder = process.env.BENCH_API_FOLDER
  ? resolve(process.env.BENCH_API_FOLDER)
  : resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const parts = new Set((process.env.BENCH_PARTS ?? 'throughput,verdict,health').split(','));
const SLOTS = process.env.BENCH_SLOTS ?? '2';
const THROUGHPUT_SUBMISSIONS = 16;
const VERDICT_RUNS = Number(process.env.BENCH_VERDICT_RUNS ?? 7);
const ABUSIVE_SUBMISSIONS = 20;

const line = (label: string, value: string) => console.log(`  ${label.padEnd(58)} ${value}`);
const machineLoad = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')} on ${availableParallelism()} cores`;

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

// ---- the problem: print the sum of n numbers; 10 tests, 2 of them samples ----

const TEN_TESTS = Array.from({ length: 10 }, (_, index) => {
  const numbers = Array.from({ length: 10 ** (1 + (index % 4)) }, (_, value) => value * (index + 1));
  return {
    input: `${numbers.length}\n${numbers.join(' ')}\n`,
    output: `${numbers.reduce((a, b) => a + b, 0)}\n`,
    sample: index < 2,
  };
});

const SOLUTIONS = {
  python: `import sys


def main():
    numbers = [int(token) for token in sys.stdin.read().split()[1:]]
    print(sum(numbers))


main()
`,
  cpp: `#include <bits/stdc++.h>
using namespace std;

int main() {
  long long count, value, total = 0;
  cin >> count;
  for (long long i = 0; i < count; i++) {
    cin >> value;
    total += value;
  }
  cout << total << endl;
  return 0;
}
`,
  java: `import java.io.*;
import java.util.*;

public class Main {
  public static void main(String[] args) throws IOException {
    BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
    int count = Integer.parseInt(reader.readLine().trim());
    StringTokenizer tokens = new StringTokenizer(reader.readLine());
    long total = 0;
    for (int i = 0; i < count; i++) total += Long.parseLong(tokens.nextToken());
    System.out.println(total);
  }
}
`,
} as const;

const ATTACKS: Array<{ name: string; language: string; code: string }> = [
  { name: 'infinite loop', language: 'python', code: 'while True:\n    pass\n' },
  { name: 'sleep', language: 'python', code: 'import time\n\ntime.sleep(600)\n' },
  { name: 'fork bomb', language: 'python', code: 'import os\n\nwhile True:\n    os.fork()\n' },
  {
    name: 'memory hog',
    language: 'python',
    code: 'blocks = []\nwhile True:\n    blocks.append(bytearray(64 * 1024 * 1024))\n',
  },
  { name: 'huge output', language: 'python', code: "while True:\n    print('x' * 4096)\n" },
  {
    name: 'C++ compile-time bomb',
    language: 'cpp',
    code: `#include <cstdio>
constexpr long long grind() {
  long long sum = 0;
  for (long long i = 0; i < 200000; i++)
    for (long long j = 0; j < 200000; j++) sum += i ^ j;
  return sum;
}
constexpr long long result = grind();
int main() { std::printf("%lld\\n", result); }
`,
  },
];

// ---- processes and HTTP ----

type Service = { child: ChildProcess; output: () => string };

function startService(script: string, env: Record<string, string>): Service {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: apiFolder,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      OTP_SENDS_PER_IP: '100000',
      OTP_SENDS_PER_EMAIL: '1000',
      FREE_EVALUATIONS_PER_DAY: '100000',
      SANDBOX_SLOTS: SLOTS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  return { child, output: () => output };
}

async function stopService(service: Service | undefined): Promise<void> {
  if (!service || service.child.exitCode !== null) return;
  const exited = new Promise((resolveExit) => service.child.once('exit', resolveExit));
  service.child.kill('SIGTERM');
  const forced = setTimeout(() => service.child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(forced);
}

class Client {
  cookie = '';
  constructor(readonly base: string) {}

  async request<Body = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: Body }> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    const session = setCookie?.match(/referrals_session=[^;]+/)?.[0];
    if (session) this.cookie = session;
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : {}) as Body };
  }
}

async function waitForHealth(base: string, service: Service): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (service.child.exitCode !== null) throw new Error(`the API exited: ${service.output()}`);
    const ok = await fetch(`${base}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error('the API did not start within 180 s');
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

async function signIn(base: string, email: string, signUp: boolean): Promise<Client> {
  const client = new Client(base);
  await client.request('POST', '/referrals/send-otp', { email });
  const outbox = await client.request<{ messages: Array<{ text: string }> }>(
    'GET',
    `/dev/outbox?email=${encodeURIComponent(email)}`,
  );
  const otp = (outbox.json.messages?.[0]?.text ?? '').match(/\b\d{4}\b/)?.[0];
  if (!otp) throw new Error(`no one-time code for ${email}`);
  const verified = await client.request('POST', '/referrals/verify-otp', { email, otp });
  if (!verified.json?.valid) throw new Error(`code refused for ${email}`);
  if (signUp) {
    const created = await client.request('POST', '/referrals/user', { email });
    if (created.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(created.json)}`);
  }
  return client;
}

// ---- the measurements ----

type Harness = {
  base: string;
  db: pg.Client;
  problemId: string;
  learners: Client[];
};

async function submit(learner: Client, problemId: string, language: string, code: string): Promise<string> {
  const id = randomUUID();
  const answer = await learner.request<{ success?: boolean }>('POST', '/practice/evaluate-code', {
    id,
    problem_id: problemId,
    level: 1,
    language,
    code,
  });
  if (answer.status !== 200 || !answer.json.success) {
    throw new Error(`evaluate-code refused ${language}: ${JSON.stringify(answer.json)}`);
  }
  return id;
}

async function waitForVerdicts(
  db: pg.Client,
  ids: string[],
  timeoutMs: number,
): Promise<Map<string, number>> {
  const finishedAt = new Map<string, number>();
  const deadline = Date.now() + timeoutMs;
  while (finishedAt.size < ids.length) {
    const { rows } = await db.query<{ id: string; status: string }>(
      `SELECT id, status FROM submissions WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    for (const row of rows) {
      if ((row.status === 'done' || row.status === 'failed') && !finishedAt.has(row.id)) {
        finishedAt.set(row.id, performance.now());
      }
    }
    if (Date.now() > deadline) throw new Error(`only ${finishedAt.size} of ${ids.length} finished in time`);
    await new Promise((wait) => setTimeout(wait, 20));
  }
  return finishedAt;
}

async function measureThroughput({ db, problemId, learners }: Harness): Promise<void> {
  const startedAt = performance.now();
  const ids = await Promise.all(
    learners
      .slice(0, THROUGHPUT_SUBMISSIONS)
      .map((learner) => submit(learner, problemId, 'python', SOLUTIONS.python)),
  );
  const finished = await waitForVerdicts(db, ids, 600_000);
  const minutes = (Math.max(...finished.values()) - startedAt) / 60_000;
  line(
    `throughput, ${THROUGHPUT_SUBMISSIONS} Python submissions, ${SLOTS} slots`,
    `${(minutes * 60).toFixed(1)} s → ${(THROUGHPUT_SUBMISSIONS / minutes).toFixed(0)} evaluations/minute`,
  );
}

async function measureVerdicts({ db, problemId, learners }: Harness): Promise<void> {
  const learner = learners[0]!;
  const goals: Record<string, number> = { python: 1000, cpp: 2500, java: 2500 };
  for (const language of ['python', 'cpp', 'java'] as const) {
    await waitForVerdicts(db, [await submit(learner, problemId, language, SOLUTIONS[language])], 120_000);
    const times: number[] = [];
    for (let run = 0; run < VERDICT_RUNS; run++) {
      const startedAt = performance.now();
      const id = await submit(learner, problemId, language, SOLUTIONS[language]);
      const finished = await waitForVerdicts(db, [id], 120_000);
      times.push(finished.get(id)! - startedAt);
    }
    const { rows } = await db.query<{ correctness_rating: number }>(
      `SELECT e.correctness_rating FROM evaluations e JOIN submissions s ON s.id = e.submission_id
       WHERE s.user_id = (SELECT user_id FROM submissions WHERE language = $1 ORDER BY created_at DESC LIMIT 1)
         AND s.language = $1 ORDER BY s.created_at DESC LIMIT 1`,
      [language],
    );
    line(
      `submit → verdict, ${language}, 10 tests (${VERDICT_RUNS} runs)`,
      `p50 ${percentile(times, 0.5).toFixed(0)} ms, p90 ${percentile(times, 0.9).toFixed(0)} ms` +
        ` (goal p50 ≤ ${goals[language]} ms; correctness ${rows[0]?.correctness_rating})`,
    );
  }
}

/** Probes /v1/health one request at a time, 10 ms apart, until `stop` is called. */
function probeHealth(base: string): { latencies: number[]; stop: () => Promise<void> } {
  const latencies: number[] = [];
  let probing = true;
  const done = (async () => {
    while (probing) {
      const startedAt = performance.now();
      const response = await fetch(`${base}/health`);
      await response.arrayBuffer();
      latencies.push(performance.now() - startedAt);
      await new Promise((wait) => setTimeout(wait, 10));
    }
  })();
  return {
    latencies,
    stop: async () => {
      probing = false;
      await done;
    },
  };
}

async function measureHealthUnderAbuse({ base, db, problemId, learners }: Harness): Promise<void> {
  // The same probe with nothing submitted: on a shared machine, the part of the figure that is not ours.
  const quiet = probeHealth(base);
  await new Promise((wait) => setTimeout(wait, 10_000));
  await quiet.stop();
  line(
    `/v1/health with an idle queue (10 s, ${quiet.latencies.length} probes)`,
    `p50 ${percentile(quiet.latencies, 0.5).toFixed(1)} ms, p99 ${percentile(quiet.latencies, 0.99).toFixed(1)} ms`,
  );
  const { latencies, stop } = probeHealth(base);
  const startedAt = performance.now();
  const ids = await Promise.all(
    Array.from({ length: ABUSIVE_SUBMISSIONS }, (_, index) => {
      const attack = ATTACKS[index % ATTACKS.length]!;
      return submit(learners[index]!, problemId, attack.language, attack.code);
    }),
  );
  const finished = await waitForVerdicts(db, ids, 900_000);
  await stop();
  const seconds = (Math.max(...finished.values()) - startedAt) / 1000;
  line(
    `/v1/health during ${ABUSIVE_SUBMISSIONS} abusive submissions (${seconds.toFixed(0)} s, ${latencies.length} probes)`,
    `p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms,` +
      ` max ${Math.max(...latencies).toFixed(0)} ms (goal p99 ≤ 100 ms)`,
  );
  const { rows } = await db.query<{ status: string; count: number }>(
    `SELECT status, count(*)::int AS count FROM submissions WHERE id = ANY($1::uuid[]) GROUP BY status`,
    [ids],
  );
  line('  abusive submissions by outcome', rows.map((row) => `${row.status} ${row.count}`).join(', '));
}

export async function runEvaluationQueueBench(): Promise<void> {
  console.log(`\nEvaluation queue (API + 1 worker on PostgreSQL; code from ${apiFolder})`);
  console.log(`  machine at start: ${machineLoad()}`);
  const databaseName = `eval_queue_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();
  const stateDirectory = mkdtempSync(join(tmpdir(), 'bench-sandbox-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const base = `http://127.0.0.1:${port}/v1`;
  let api: Service | undefined;
  let worker: Service | undefined;
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    api = startService('src/server.ts', {
      DATABASE_URL: databaseUrl,
      QUEUE_WORKER: 'off',
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
    });
    await waitForHealth(base, api);
    worker = startService('src/worker.ts', {
      DATABASE_URL: databaseUrl,
      SANDBOX_STATE_DIR: stateDirectory,
      LOG_LEVEL: 'info',
    });
    await db.connect();

    const administrator = await signIn(base, 'admin@example.com', false);
    const created = await administrator.request<{ problem: { id: string } }>('POST', '/practice/problem', {
      title: 'Sum Of Numbers',
      level_1_question: 'Print the sum of the n numbers.',
      level_2_question: 'Again.',
      level_3_question: 'Once more.',
      tags: ['math'],
      level_1_tests: TEN_TESTS,
      level_2_tests: TEN_TESTS,
      level_3_tests: TEN_TESTS,
      level_1_time_limit_ms: 2000,
    });
    if (created.status !== 200) throw new Error(`problem not created: ${JSON.stringify(created.json)}`);
    const problemId = created.json.problem.id;
    // A new problem is saved unpublished; learners can submit only once the operator publishes it.
    const published = await administrator.request('PATCH', `/practice/problem/${problemId}/publication`, {
      published: true,
    });
    if (published.status !== 200) throw new Error(`problem not published: ${JSON.stringify(published.json)}`);
    const learners: Client[] = [];
    for (let index = 0; index < Math.max(THROUGHPUT_SUBMISSIONS, ABUSIVE_SUBMISSIONS); index++) {
      learners.push(await signIn(base, `bench-learner-${index}@example.com`, true));
    }
    // The worker has warmed up (sandbox proven, C++ header built) once a first submission is rated.
    await waitForVerdicts(db, [await submit(learners[0]!, problemId, 'cpp', SOLUTIONS.cpp)], 300_000);
    const harness = { base, db, problemId, learners };

    if (parts.has('throughput')) await measureThroughput(harness);
    if (parts.has('verdict')) await measureVerdicts(harness);
    if (parts.has('health')) await measureHealthUnderAbuse(harness);
    console.log(`  machine at end: ${machineLoad()}`);
  } catch (error) {
    console.log(`  failed: ${(error as Error).message}`);
    if (worker) console.log(`  worker output (tail): ${worker.output().slice(-2000)}`);
    process.exitCode = 1;
  } finally {
    await db.end().catch(() => undefined);
    await stopService(worker);
    await stopService(api);
    rmSync(stateDirectory, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runEvaluationQueueBench();
}
