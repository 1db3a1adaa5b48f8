import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../src/db/database';
import { problemBank } from '../../src/problem-bank/index';
import { seedProblemBank } from '../../src/problem-bank/seed';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';
import { createProblem, get, PYTHON_ECHO } from './practice-fixtures';

type ListItem = {
  id: string;
  title: string;
  tags: string[];
  category: string;
  progress?: { highest_level_cleared: number; best_rating: number | null; status: string };
};

const passed = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    index,
    sample: index === 0,
    passed: true,
    verdict: 'passed',
  }));
const oneFailed = [...passed(2), { index: 2, sample: false, passed: false, verdict: 'wrong_answer' }];

/** A judged submission as the worker stores it: its rating, test results and compile error. */
async function judged(
  app: FastifyInstance,
  user: TestUser,
  input: {
    problemId: string;
    level: number;
    overall: number;
    tests?: unknown[];
    error?: string;
    createdAt?: string;
  },
): Promise<string> {
  const id = randomUUID();
  await queryRows(
    app.db,
    sql`INSERT INTO submissions (id, problem_id, user_id, level, language, code, status, created_at)
        VALUES (${id}, ${input.problemId}, ${user.id}, ${input.level}, 'python', ${PYTHON_ECHO}, 'done',
                ${input.createdAt ?? new Date().toISOString()}::timestamptz)`,
  );
  await queryRows(
    app.db,
    sql`INSERT INTO evaluations (submission_id, overall_rating, test_results, error)
        VALUES (${id}, ${input.overall}, ${JSON.stringify(input.tests ?? passed(3))}::jsonb, ${input.error ?? null})`,
  );
  return id;
}

const bankId = async (app: FastifyInstance, slug: string) => {
  const [row] = await queryRows<{ id: string }>(
    app.db,
    sql`SELECT id FROM problems WHERE bank_slug = ${slug}`,
  );
  if (!row) throw new Error(`no bank problem ${slug}`);
  return row.id;
};

async function listAll(app: FastifyInstance, query: Record<string, string>, user?: TestUser) {
  const response = await get(app, 'problems', { page_size: 50, ...query }, user);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data.results as ListItem[];
}

describe('the problem list with the learner’s progress, its filters and My progress', () => {
  let test: TestApp;
  let learner: TestUser;
  let other: TestUser;
  let calmStretch: string;
  let parkingGarage: string;
  let adminProblem: string;

  before(async () => {
    test = await createTestApp({ QUEUE_WORKER: 'off' });
    const admin = await signUp(test.app, 'admin@example.com');
    learner = await signUp(test.app, 'learner@example.com');
    other = await signUp(test.app, 'other@example.com');
    await seedProblemBank(test.app.db);
    adminProblem = await createProblem(test.app, admin, { title: 'Echo Chamber' });
    calmStretch = await bankId(test.app, 'calm-stretch');
    parkingGarage = await bankId(test.app, 'parking-garage');

    // Calm stretch: level 1 cleared; a later failing attempt on level 2 rated 6.5 (not accepted).
    await judged(test.app, learner, { problemId: calmStretch, level: 1, overall: 6.2, tests: passed(4) });
    await judged(test.app, learner, { problemId: calmStretch, level: 1, overall: 8.1 });
    await judged(test.app, learner, { problemId: calmStretch, level: 2, overall: 6.9, tests: oneFailed });
    // Parking garage: all three levels cleared; the best accepted rating is 9.4.
    await judged(test.app, learner, { problemId: parkingGarage, level: 1, overall: 7.5 });
    await judged(test.app, learner, { problemId: parkingGarage, level: 2, overall: 9.4 });
    await judged(test.app, learner, { problemId: parkingGarage, level: 3, overall: 7.0 });
    // A compile error with a rating (as old rows might have) is not accepted.
    await judged(test.app, learner, {
      problemId: parkingGarage,
      level: 3,
      overall: 9.9,
      tests: [],
      error: 'boom',
    });
    // The other learner's submissions never count for this one.
    await judged(test.app, other, { problemId: adminProblem, level: 1, overall: 9.8 });
    await judged(test.app, other, { problemId: calmStretch, level: 2, overall: 9.7 });
    await judged(test.app, other, { problemId: calmStretch, level: 3, overall: 9.6 });
  });
  after(() => test.close());

  it('shows each problem’s highest cleared level, best accepted rating and status to its learner', async () => {
    const rows = await listAll(test.app, {}, learner);
    const byId = new Map(rows.map((row) => [row.id, row]));
    assert.deepEqual(byId.get(calmStretch)?.progress, {
      highest_level_cleared: 1,
      best_rating: 8.1,
      status: 'in-progress',
    });
    assert.deepEqual(byId.get(parkingGarage)?.progress, {
      highest_level_cleared: 3,
      best_rating: 9.4,
      status: 'all-cleared',
    });
    assert.deepEqual(byId.get(adminProblem)?.progress, {
      highest_level_cleared: 0,
      best_rating: null,
      status: 'not-started',
    });
    assert.equal(byId.get(parkingGarage)?.category, 'low-level-design');
    assert.equal(byId.get(calmStretch)?.category, 'dsa');
    assert.equal(byId.get(adminProblem)?.category, 'dsa', 'an administrator’s problem counts as DSA');
    assert.equal(rows.length, problemBank.length + 1);
  });

  it('a level is cleared by the level-lock rule: what the list says cleared is what unlocks the next level', async () => {
    const lock = async (problemId: string, level: number) =>
      (await get(test.app, 'level-lock-status', { problem_id: problemId, level }, learner)).json()
        .previous_level_cleared;
    assert.equal(await lock(calmStretch, 2), true);
    assert.equal(await lock(calmStretch, 3), false);
    assert.equal(await lock(parkingGarage, 3), true);
  });

  it('gives the other learner only their own progress', async () => {
    const rows = await listAll(test.app, {}, other);
    const byId = new Map(rows.map((row) => [row.id, row]));
    assert.deepEqual(byId.get(parkingGarage)?.progress, {
      highest_level_cleared: 0,
      best_rating: null,
      status: 'not-started',
    });
    assert.deepEqual(byId.get(calmStretch)?.progress, {
      highest_level_cleared: 3,
      best_rating: 9.7,
      status: 'all-cleared',
    });
  });

  it('gives a visitor the list without progress', async () => {
    const rows = await listAll(test.app, {});
    assert.equal(rows.length, problemBank.length + 1);
    for (const row of rows) assert.deepEqual(Object.keys(row).sort(), ['category', 'id', 'tags', 'title']);
  });

  it('filters by category, tag, status and title, together and across pages', async () => {
    const titles = async (query: Record<string, string>, user: TestUser | undefined = learner) =>
      (await listAll(test.app, query, user)).map((row) => row.title).sort();
    const bankTitles = (category: string) =>
      problemBank
        .filter((problem) => problem.category === category)
        .map((problem) => problem.title)
        .sort();

    assert.deepEqual(await titles({ category: 'low-level-design' }), bankTitles('low-level-design'));
    assert.deepEqual(await titles({ category: 'machine-coding' }, undefined), bankTitles('machine-coding'));
    assert.deepEqual(await titles({ category: 'dsa' }), [...bankTitles('dsa'), 'Echo Chamber'].sort());
    assert.deepEqual(
      await titles({ tag: 'heap' }),
      problemBank
        .filter((p) => p.tags.includes('heap'))
        .map((p) => p.title)
        .sort(),
    );
    assert.deepEqual(
      await titles({ tag: '  HEAP ' }),
      await titles({ tag: 'heap' }),
      'tags are matched as stored',
    );
    assert.deepEqual(await titles({ status: 'in-progress' }), ['Calm Stretch of Sensor Readings']);
    assert.deepEqual(await titles({ status: 'all-cleared' }), ['Multi-Level Parking Garage']);
    assert.equal((await titles({ status: 'not-started' })).length, problemBank.length - 1);
    assert.deepEqual(await titles({ q: 'GARAGE' }), ['Multi-Level Parking Garage']);
    assert.deepEqual(await titles({ q: '%' }), [], 'LIKE wildcards are taken literally');
    assert.deepEqual(await titles({ category: 'low-level-design', status: 'in-progress' }), []);
    assert.deepEqual(await titles({ category: 'dsa', status: 'in-progress', q: 'calm' }), [
      'Calm Stretch of Sensor Readings',
    ]);
    assert.deepEqual(await titles({ category: '', tag: '', status: '', q: '' }), await titles({}));

    // Paging keeps the filters: two at a time through the DSA problems.
    const seen: string[] = [];
    let page: string | undefined;
    do {
      const response = await get(
        test.app,
        'problems',
        { category: 'dsa', page_size: 2, ...(page ? { page } : {}) },
        learner,
      );
      const data = response.json().data;
      seen.push(...data.results.map((row: ListItem) => row.title));
      page = data.next_page;
    } while (page);
    assert.deepEqual(seen.sort(), [...bankTitles('dsa'), 'Echo Chamber'].sort());
  });

  it('answers bad filter values with a clear 4xx', async () => {
    for (const [query, status, message] of [
      [{ category: 'systems' }, 400, 'category must be one of dsa, low-level-design, machine-coding.'],
      [{ status: 'done' }, 400, 'status must be one of not-started, in-progress, all-cleared.'],
      [{ tag: 'x'.repeat(51) }, 400, 'tag must be at most 50 characters.'],
      [{ q: 'y'.repeat(201) }, 400, 'The search text must be at most 200 characters.'],
    ] as const) {
      const response = await get(test.app, 'problems', query, learner);
      assert.equal(response.statusCode, status, JSON.stringify(query));
      assert.equal(response.json().message, message);
    }
    const visitor = await get(test.app, 'problems', { status: 'in-progress' });
    assert.equal(visitor.statusCode, 401);
    assert.equal(visitor.json().message, 'Sign in to filter the challenges by your progress.');
  });

  it('offers every published tag once for the tag filter', async () => {
    const response = await get(test.app, 'problem-tags', {});
    assert.equal(response.statusCode, 200);
    const expected = [
      ...new Set([...problemBank.flatMap((problem) => problem.tags), 'strings', 'io']),
    ].sort();
    assert.deepEqual(response.json().tags, expected);
  });

  it('My progress: levels cleared per category and the last three submissions with their ratings', async () => {
    const fresh = await signUp(test.app, `fresh-${randomUUID()}@example.com`);
    const empty = (await get(test.app, 'progress', {}, fresh)).json();
    assert.deepEqual(
      empty.categories.map((row: { levels_cleared: number }) => row.levels_cleared),
      [0, 0, 0],
    );
    assert.deepEqual(empty.recent_submissions, []);

    const response = await get(test.app, 'progress', {}, learner);
    assert.equal(response.statusCode, 200);
    const body = response.json();
    const count = (category: string) => problemBank.filter((problem) => problem.category === category).length;
    assert.deepEqual(body.categories, [
      { category: 'dsa', levels_cleared: 1, levels_total: (count('dsa') + 1) * 3 },
      { category: 'low-level-design', levels_cleared: 3, levels_total: count('low-level-design') * 3 },
      { category: 'machine-coding', levels_cleared: 0, levels_total: count('machine-coding') * 3 },
    ]);
    assert.deepEqual(
      body.recent_submissions.map(
        (row: { problem_title: string; level: number; overall_rating: number; accepted: boolean }) => [
          row.problem_title,
          row.level,
          row.overall_rating,
          row.accepted,
        ],
      ),
      [
        ['Multi-Level Parking Garage', 3, 9.9, false],
        ['Multi-Level Parking Garage', 3, 7, true],
        ['Multi-Level Parking Garage', 2, 9.4, true],
      ],
    );

    const pending = randomUUID();
    await queryRows(
      test.app.db,
      sql`INSERT INTO submissions (id, problem_id, user_id, level, language, code, status)
          VALUES (${pending}, ${adminProblem}, ${learner.id}, 1, 'go', ${'package main'}, 'pending')`,
    );
    const [newest] = (await get(test.app, 'progress', {}, learner)).json().recent_submissions;
    assert.deepEqual(
      {
        id: newest.id,
        status: newest.status,
        overall_rating: newest.overall_rating,
        accepted: newest.accepted,
      },
      { id: pending, status: 'pending', overall_rating: null, accepted: null },
    );
    // A submission makes the problem "in progress" before it is rated.
    const inProgress = (await listAll(test.app, { status: 'in-progress' }, learner)).map((row) => row.title);
    assert.ok(inProgress.includes('Echo Chamber'));

    assert.equal((await get(test.app, 'progress', {})).statusCode, 401);
  });
});
