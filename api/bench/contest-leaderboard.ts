/**
 * The contest leaderboard (issue 31): GET /v1/contests/{id}/leaderboard with 5,000 participants × 4
 * contest problems on PostgreSQL, through the real app (inject). Goal: p95 ≤ 100 ms. The standings are
 * kept as evaluations complete, so the data is filled through that same path (`submissions.complete`,
 * two judged submissions per participant and problem), and a read touches contest_participants alone.
 * Needs a PostgreSQL server: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); it
 * creates and drops its own database. BENCH_PARTICIPANTS and BENCH_REQUESTS shrink it for a smoke run.
 */
import { availableParallelism, loadavg } from 'node:os';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { queryRows } from '../src/db/database';
import { contestBody, createContest, evaluationRated } from '../test/contests/contest-fixtures';
import { signUp, TEST_ENV } from '../test/helpers/test-app';
import { createProblem } from '../test/practice/practice-fixtures';

const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 5000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const SUBMISSIONS_PER_PROBLEM = 2;
/** Completions in flight while filling (one per participant at a time, as the worker allows). */
const FILL_CONCURRENCY = 8;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchDatabase = `api_bench_contest_${process.pid}`;

const line = (label: string, value: string) => console.log(`  ${label.padEnd(58)} ${value}`);
const machineLoad = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')} on ${availableParallelism()} cores`;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

console.log(`\nContest leaderboard (bench/contest-leaderboard.ts); ${machineLoad()}`);
await onServer(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`);
await onServer(`CREATE DATABASE ${benchDatabase}`);
const url = new URL(serverUrl);
url.pathname = `/${benchDatabase}`;
const app = await buildApp({
  env: { ...TEST_ENV, DATABASE_URL: url.toString(), QUEUE_WORKER: 'off', LOG_LEVEL: 'warn' },
  migrate: true,
});
await app.ready();
try {
  const admin = await signUp(app, 'admin@example.com');
  const first = await createProblem(app, admin, { title: 'Bench one' });
  const second = await createProblem(app, admin, { title: 'Bench two' });
  const pairs = [
    { problem_id: first, level: 1 },
    { problem_id: first, level: 2 },
    { problem_id: second, level: 1 },
    { problem_id: second, level: 3 },
  ];
  const contestId = await createContest(app, admin, contestBody(pairs));

  // Participants whose windows started within the last three hours (still open).
  const users = await queryRows<{ id: string; window_started_at: string }>(
    app.db,
    sql`WITH made AS (
          INSERT INTO users (email)
          SELECT 'student' || i || '@example.com' FROM generate_series(1, ${PARTICIPANTS}) AS i
          RETURNING id)
        INSERT INTO contest_participants (contest_id, user_id, degree, graduation_year, window_started_at, window_ends_at)
        SELECT ${contestId}, id, 'B.Tech', 2026, started, started + interval '3 hours'
        FROM (SELECT id, now() - random() * interval '170 minutes' AS started FROM made) AS windows
        RETURNING user_id AS id, window_started_at::text AS window_started_at`,
  );

  // Judged submissions inside each window, stored and scored by the worker's completion path.
  const fillStarted = performance.now();
  let completed = 0;
  let next = 0;
  const fillOne = async (user: { id: string; window_started_at: string }) => {
    for (const pair of pairs) {
      for (let attempt = 0; attempt < SUBMISSIONS_PER_PROBLEM; attempt += 1) {
        const id = randomUUID();
        await queryRows(
          app.db,
          sql`INSERT INTO submissions (id, problem_id, user_id, level, language, code, status, created_at,
                                       started_at, lease_expires_at, evaluation_attempts)
              VALUES (${id}, ${pair.problem_id}, ${user.id}, ${pair.level}, 'python', 'print(1)', 'running',
                      ${user.window_started_at}::timestamptz + random() * interval '10 minutes',
                      now(), now() + interval '1 hour', 1)`,
        );
        await app.repositories.practice.submissions.complete(
          { id, evaluation_attempts: 1 },
          evaluationRated(Math.floor(Math.random() * 21) / 2),
        );
        completed += 1;
      }
    }
  };
  await Promise.all(
    Array.from({ length: FILL_CONCURRENCY }, async () => {
      while (next < users.length) await fillOne(users[next++]!);
    }),
  );
  const fillMs = performance.now() - fillStarted;
  await queryRows(app.db, sql`ANALYZE`);
  line(
    `filled: ${completed} evaluations completed`,
    `${((fillMs / completed) * FILL_CONCURRENCY).toFixed(2)} ms per completion (${FILL_CONCURRENCY} at once)`,
  );

  const student = await signUp(app, 'reader@example.com');
  const time = async (path: string, cookie?: string) => {
    const times: number[] = [];
    for (let index = 0; index < REQUESTS + 30; index += 1) {
      const start = performance.now();
      const response = await app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
      const elapsed = performance.now() - start;
      if (response.statusCode !== 200)
        throw new Error(`${path} answered ${response.statusCode}: ${response.body}`);
      if (index >= 30) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    return `p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`;
  };
  const goal = ' (goal p95 ≤ 100)';
  const board = `/v1/contests/${contestId}/leaderboard`;
  line(
    `leaderboard page 1 (50 rows), ${PARTICIPANTS} participants × 4`,
    (await time(`${board}?limit=50`)) + goal,
  );
  line(
    'leaderboard last page',
    (await time(`${board}?limit=50&offset=${Math.max(0, PARTICIPANTS - 50)}`)) + goal,
  );
  line(
    'contest page, signed in (GET /contests/{id})',
    await time(`/v1/contests/${contestId}`, student.cookie),
  );
} finally {
  await app.close();
  await onServer(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`);
}
