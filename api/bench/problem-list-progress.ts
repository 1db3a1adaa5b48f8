/**
 * The problem list with progress (issue 31): GET /v1/practice/problems as a learner with 500 judged
 * submissions, through the real app (inject, in-process PGlite), beside the same list filtered by
 * status and category, and "My progress". Goal: p95 ≤ 50 ms. The machine's load is printed beside it.
 */
import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { queryRows } from '../src/db/database';
import { seedProblemBank } from '../src/problem-bank/seed';
import { migratedPglite } from '../test/helpers/pglite-template';
import { signUp, TEST_ENV } from '../test/helpers/test-app';
import { createProblem } from '../test/practice/practice-fixtures';

const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 500);
const EXTRA_PROBLEMS = 30;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
/** A judged bank level keeps tens of test results; the list reads them to tell accepted ones. */
const TESTS_PER_EVALUATION = 40;

const line = (label: string, value: string) => console.log(`  ${label.padEnd(58)} ${value}`);
const machineLoad = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')} on ${availableParallelism()} cores`;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

console.log(`\nProblem list with progress (bench/problem-list-progress.ts); ${machineLoad()}`);
const pglite = await migratedPglite();
const app = await buildApp({ env: { ...TEST_ENV, QUEUE_WORKER: 'off', LOG_LEVEL: 'warn' }, pglite });
await app.ready();
try {
  const admin = await signUp(app, 'admin@example.com');
  const learner = await signUp(app, 'learner@example.com');
  const other = await signUp(app, 'other@example.com');
  await seedProblemBank(app.db);
  for (let index = 0; index < EXTRA_PROBLEMS; index += 1) {
    await createProblem(app, admin, {
      title: `Practice problem ${index}`,
      tags: ['arrays', `set ${index % 5}`],
    });
  }
  const problemIds = (await queryRows<{ id: string }>(app.db, sql`SELECT id FROM problems`)).map(
    (row) => row.id,
  );

  // 500 judged submissions of the learner over every problem and level (and as many of another
  // learner), in one statement each: a third failing their last test (rated 6.9), the rest 3 to 10.
  for (const user of [learner, other]) {
    await queryRows(
      app.db,
      sql`INSERT INTO submissions (id, problem_id, user_id, level, language, code, status, created_at)
          SELECT gen_random_uuid(), (${`{${problemIds.join(',')}}`}::uuid[])[1 + i % ${problemIds.length}], ${user.id},
                 1 + i % 3, 'python', repeat(${'print(1)\n'}, 40), 'done', now() - make_interval(mins => ${SUBMISSIONS} - i)
          FROM generate_series(0, ${SUBMISSIONS - 1}) AS i`,
    );
  }
  await queryRows(
    app.db,
    sql`INSERT INTO evaluations (submission_id, overall_rating, test_results)
        SELECT s.id, CASE WHEN failing THEN 6.9 ELSE 3 + (row_number % 8) END,
               (SELECT jsonb_agg(jsonb_build_object(
                         'index', t, 'sample', t < 2, 'time_ms', 12, 'memory_kb', 9000,
                         'passed', NOT (failing AND t = ${TESTS_PER_EVALUATION - 1}),
                         'verdict', CASE WHEN failing AND t = ${TESTS_PER_EVALUATION - 1} THEN 'wrong_answer' ELSE 'passed' END))
                FROM generate_series(0, ${TESTS_PER_EVALUATION - 1}) AS t)
        FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS row_number,
                     row_number() OVER (ORDER BY created_at, id) % 3 = 0 AS failing
              FROM submissions) s`,
  );
  await queryRows(app.db, sql`ANALYZE`);

  const time = async (url: string) => {
    const times: number[] = [];
    for (let index = 0; index < REQUESTS + 30; index += 1) {
      const start = performance.now();
      const response = await app.inject({ method: 'GET', url, headers: { cookie: learner.cookie } });
      const elapsed = performance.now() - start;
      if (response.statusCode !== 200)
        throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
      if (index >= 30) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    return `p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`;
  };
  const goal = ' (goal p95 ≤ 50)';
  line(
    `list page 1, ${SUBMISSIONS} submissions, ${problemIds.length} problems`,
    (await time('/v1/practice/problems?page=1&page_size=20')) + goal,
  );
  line(
    'list filtered: status in-progress + category dsa',
    (await time('/v1/practice/problems?page_size=20&status=in-progress&category=dsa')) + goal,
  );
  line('list searched: q=problem 1', (await time('/v1/practice/problems?page_size=20&q=problem%201')) + goal);
  line('My progress (GET /practice/progress)', (await time('/v1/practice/progress')) + goal);
} finally {
  await app.close();
  await pglite.close();
}
