import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { queryRows } from '../../src/db/database';
import {
  completeSubmission,
  contestBody,
  createContest,
  leaderboard,
  register,
  startWindow,
} from '../contests/contest-fixtures';
import { signUp, TEST_ENV, type TestUser } from '../helpers/test-app';
import { createProblem } from '../practice/practice-fixtures';

const serverUrl = process.env.TEST_DATABASE_URL;

/** Contests on a real server, where requests truly run at once (PGlite runs one query at a time). */
describe('contests on PostgreSQL', { skip: serverUrl ? false : 'TEST_DATABASE_URL is not set' }, () => {
  const databaseName = `api_contests_${process.pid}_${randomBytes(4).toString('hex')}`;
  let app: FastifyInstance;
  let admin: TestUser;
  let problemId: string;
  let contestId: string;
  const students: TestUser[] = [];

  before(async () => {
    const server = new pg.Client({ connectionString: serverUrl });
    await server.connect();
    await server.query(`CREATE DATABASE ${databaseName}`);
    await server.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${databaseName}`;
    app = await buildApp({
      env: { ...TEST_ENV, DATABASE_URL: url.toString(), QUEUE_WORKER: 'off' },
      migrate: true,
    });
    await app.ready();
    admin = await signUp(app, 'admin@example.com');
    for (let index = 0; index < 6; index += 1)
      students.push(await signUp(app, `student${index}@example.com`));
    problemId = await createProblem(app, admin);
    contestId = await createContest(app, admin, contestBody([{ problem_id: problemId, level: 1 }]));
  });

  after(async () => {
    await app?.close();
    const server = new pg.Client({ connectionString: serverUrl });
    await server.connect();
    await server.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await server.end();
  });

  it('registers a student once when two requests race', async () => {
    for (const student of students) {
      const answers = await Promise.all([
        register(app, contestId, student),
        register(app, contestId, student),
      ]);
      assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [201, 409]);
    }
  });

  it('gives every participant one window when their tabs press Start together', async () => {
    const answers = await Promise.all(
      students.flatMap((student) => [1, 2, 3, 4].map(() => startWindow(app, contestId, student))),
    );
    for (const [index] of students.entries()) {
      const mine = answers.slice(index * 4, index * 4 + 4);
      assert.ok(
        mine.every((answer) => answer.statusCode === 200),
        mine.map((answer) => answer.body).join(),
      );
      const windows = new Set(mine.map((answer) => JSON.stringify(answer.json().me)));
      assert.equal(windows.size, 1, 'one window, whichever tab won');
    }
  });

  it('keeps the scores as evaluations complete, and ranks by average then time', async () => {
    // Whole seconds, so instants written from JavaScript (milliseconds) compare exactly with them.
    await queryRows(
      app.db,
      sql`UPDATE contest_participants SET window_started_at = date_trunc('second', window_started_at),
            window_ends_at = date_trunc('second', window_ends_at)
          WHERE contest_id = ${contestId}`,
    );
    const rows = await queryRows<{ user_id: string; window_started_at: Date }>(
      app.db,
      sql`SELECT user_id, window_started_at FROM contest_participants WHERE contest_id = ${contestId}`,
    );
    const startOf = (student: TestUser) =>
      new Date(rows.find((row) => row.user_id === student.id)!.window_started_at);
    const after = (student: TestUser, seconds: number) =>
      new Date(startOf(student).getTime() + seconds * 1000);
    await completeSubmission(app, students[0]!, {
      problemId,
      level: 1,
      overall: 7,
      submittedAt: after(students[0]!, 1),
    });
    await completeSubmission(app, students[1]!, {
      problemId,
      level: 1,
      overall: 9,
      submittedAt: after(students[1]!, 2),
    });
    await completeSubmission(app, students[2]!, {
      problemId,
      level: 1,
      overall: 7,
      submittedAt: after(students[2]!, 0),
    });
    const board = (await leaderboard(app, contestId)).json();
    assert.deepEqual(
      board.rows
        .slice(0, 3)
        .map((row: { rank: number; average_rating: number; time_taken_seconds: number }) => [
          row.rank,
          row.average_rating,
          row.time_taken_seconds,
        ]),
      [
        [1, 9, 2],
        [2, 7, 0],
        [3, 7, 1],
      ],
    );
    assert.equal(board.total, students.length);
  });
});
