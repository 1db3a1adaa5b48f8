import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/database';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';
import { createProblem, get, PYTHON_ECHO, setPublished } from '../practice/practice-fixtures';
import {
  completeSubmission,
  contestBody,
  createContest,
  dayInIndia,
  leaderboard,
  register,
  setWindow,
  startWindow,
} from './contest-fixtures';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('contests (issue 31 item 4)', () => {
  let test: TestApp;
  let admin: TestUser;
  let student: TestUser;
  let rival: TestUser;
  let outsider: TestUser;
  let problemA: string;
  let problemB: string;
  let contestId: string;

  const count = async (table: 'contests' | 'contest_participants' | 'contest_problem_scores') =>
    (
      await queryRows<{ n: number }>(
        test.app.db,
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
      )
    )[0]!.n;

  before(async () => {
    test = await createTestApp({ QUEUE_WORKER: 'off', FREE_EVALUATIONS_PER_DAY: '1' });
    admin = await signUp(test.app, 'admin@example.com');
    student = await signUp(test.app, 'ravi.kumar@gmail.com');
    rival = await signUp(test.app, 'meera@college.edu');
    outsider = await signUp(test.app, 'outsider@example.com');
    problemA = await createProblem(test.app, admin, { title: 'Echo Chamber' });
    problemB = await createProblem(test.app, admin, { title: 'Island Growth' });
  });
  after(() => test.close());

  describe('creating a contest (operator)', () => {
    it('answers 201 with the contest: the day is 00:00–24:00 India time, problems in order with titles', async () => {
      const body = contestBody([
        { problem_id: problemA, level: 2 },
        { problem_id: problemB, level: 1 },
      ]);
      const response = await test.app.inject({
        method: 'POST',
        url: '/v1/admin/contests',
        headers: { cookie: admin.cookie },
        payload: body,
      });
      assert.equal(response.statusCode, 201, response.body);
      const contest = response.json();
      contestId = contest.id;
      const midnight = new Date(`${body.contest_day}T00:00:00+05:30`);
      assert.equal(contest.starts_at, midnight.toISOString());
      assert.equal(contest.ends_at, new Date(midnight.getTime() + 24 * HOUR).toISOString());
      assert.equal(contest.window_minutes, 180);
      assert.equal(contest.participant_count, 0);
      assert.deepEqual(contest.problems, [
        { problem_id: problemA, title: 'Echo Chamber', level: 2 },
        { problem_id: problemB, title: 'Island Growth', level: 1 },
      ]);
      assert.deepEqual(contest.eligibility, {
        degrees: ['B.Tech', 'B.E.', 'BCA', 'MCA', 'M.Tech'],
        graduation_years: [2025, 2026, 2027],
      });
      assert.equal(contest.me, null);
    });

    it('refuses every bad contest with a 400 that says why, and stores nothing', async () => {
      const before = await count('contests');
      const unpublished = await createProblem(test.app, admin, { title: 'Not Yet' });
      await setPublished(test.app, admin, unpublished, false);
      const problems = [{ problem_id: problemA, level: 1 }];
      const cases: Array<[object, RegExp]> = [
        [
          contestBody(problems, { window_minutes: 0 }),
          /window_minutes must be a whole number of minutes above zero/,
        ],
        [contestBody(problems, { window_minutes: 1441 }), /cannot be longer than the contest day/],
        [contestBody(problems, { window_minutes: 1.5 }), /above zero/],
        [contestBody([]), /A contest needs at least one problem/],
        [contestBody(problems, { problems: undefined }), /A contest needs at least one problem/],
        [
          contestBody([{ problem_id: randomUUID(), level: 1 }]),
          /has no level 1: pick a problem level that exists/,
        ],
        [contestBody([{ problem_id: problemA, level: 4 }]), /level must be 1, 2 or 3/],
        [contestBody([{ problem_id: unpublished, level: 1 }]), /"Not Yet" is not published/],
        [contestBody([...problems, ...problems]), /only once/],
        [
          contestBody(problems, { registration_closes_at: `${dayInIndia(1)}T00:00:01+05:30` }),
          /no later than the end of the contest day/,
        ],
        [
          contestBody(problems, {
            registration_opens_at: `${dayInIndia()}T10:00:00+05:30`,
            registration_closes_at: `${dayInIndia()}T09:00:00+05:30`,
          }),
          /must be after registration_opens_at/,
        ],
        [contestBody(problems, { contest_day: '2026-02-30' }), /contest_day must be a date/],
        [
          contestBody(problems, { registration_opens_at: 'tomorrow' }),
          /registration_opens_at must be a date and time/,
        ],
        [contestBody(problems, { name: '  ' }), /name is needed/],
        [contestBody(problems, { contest_day: '9999-12-31' }), /contest_day must be in the years 2000–2099/],
        [
          contestBody(problems, { registration_opens_at: '0000-01-01T00:00:00Z' }),
          /registration_opens_at must be in the years 2000–2099/,
        ],
      ];
      for (const [payload, message] of cases) {
        const response = await test.app.inject({
          method: 'POST',
          url: '/v1/admin/contests',
          headers: { cookie: admin.cookie },
          payload,
        });
        assert.equal(response.statusCode, 400, `${JSON.stringify(payload)} → ${response.body}`);
        assert.match(response.json().message, message);
      }
      const learner = await test.app.inject({
        method: 'POST',
        url: '/v1/admin/contests',
        headers: { cookie: student.cookie },
        payload: contestBody(problems),
      });
      assert.equal(learner.statusCode, 403);
      const visitor = await test.app.inject({
        method: 'POST',
        url: '/v1/admin/contests',
        payload: contestBody(problems),
      });
      assert.equal(visitor.statusCode, 401);
      assert.equal(await count('contests'), before);
    });

    it('lists contests for the operator only', async () => {
      const listed = await test.app.inject({
        method: 'GET',
        url: '/v1/admin/contests',
        headers: { cookie: admin.cookie },
      });
      assert.equal(listed.statusCode, 200);
      assert.ok(listed.json().contests.some((contest: { id: string }) => contest.id === contestId));
      const learner = await test.app.inject({
        method: 'GET',
        url: '/v1/admin/contests',
        headers: { cookie: student.cookie },
      });
      assert.equal(learner.statusCode, 403);
    });
  });

  describe('the contest page', () => {
    it('shows a visitor the contest without `me`, and the current contest is the latest day', async () => {
      const page = await test.app.inject({ method: 'GET', url: `/v1/contests/${contestId}` });
      assert.equal(page.statusCode, 200);
      assert.equal(page.json().me, null);
      assert.equal(page.json().name, 'Student Hiring Challenge');
      const current = await test.app.inject({ method: 'GET', url: '/v1/contests/current' });
      assert.equal(current.json().contest.id, contestId);
      const missing = await test.app.inject({ method: 'GET', url: `/v1/contests/${randomUUID()}` });
      assert.equal(missing.statusCode, 404);
      assert.equal(missing.json().message, 'This contest does not exist.');
      const badId = await test.app.inject({ method: 'GET', url: '/v1/contests/not-an-id' });
      assert.equal(badId.statusCode, 400);
    });

    it('shows a signed-in learner who has not registered `registered: false`', async () => {
      const page = await test.app.inject({
        method: 'GET',
        url: `/v1/contests/${contestId}`,
        headers: { cookie: outsider.cookie },
      });
      assert.deepEqual(page.json().me, {
        registered: false,
        degree: null,
        graduation_year: null,
        window_started_at: null,
        window_ends_at: null,
      });
    });
  });

  describe('registration', () => {
    it('registers a signed-in student with eligibility answers in the lists, once', async () => {
      const response = await register(test.app, contestId, student, { degree: 'BCA', graduation_year: 2027 });
      assert.equal(response.statusCode, 201, response.body);
      assert.deepEqual(response.json().me, {
        registered: true,
        degree: 'BCA',
        graduation_year: 2027,
        window_started_at: null,
        window_ends_at: null,
      });
      const again = await register(test.app, contestId, student);
      assert.equal(again.statusCode, 409);
      assert.equal(again.json().message, 'You are already registered for this contest.');
      const page = await test.app.inject({
        method: 'GET',
        url: `/v1/contests/${contestId}`,
        headers: { cookie: student.cookie },
      });
      assert.equal(page.json().me.degree, 'BCA');
      assert.equal((await register(test.app, contestId, rival)).statusCode, 201);
    });

    it('refuses answers outside the lists, a visitor and an unknown contest, and stores nothing', async () => {
      const before = await count('contest_participants');
      const cases: Array<[object, number, RegExp]> = [
        [
          { degree: 'B.Sc', graduation_year: 2026 },
          400,
          /degree must be one of B.Tech, B.E., BCA, MCA, M.Tech/,
        ],
        [{ degree: 'B.Tech', graduation_year: 2024 }, 400, /graduation_year must be one of 2025, 2026, 2027/],
        [{ degree: 'B.Tech', graduation_year: '2026' }, 400, /graduation_year must be one of/],
        [{ degree: 'B.Tech' }, 400, /graduation_year must be one of/],
        [{}, 400, /degree must be one of/],
      ];
      for (const [answers, status, message] of cases) {
        const response = await register(test.app, contestId, outsider, answers);
        assert.equal(response.statusCode, status, response.body);
        assert.match(response.json().message, message);
      }
      assert.equal((await register(test.app, contestId, undefined)).statusCode, 401);
      const unknown = await register(test.app, randomUUID(), outsider);
      assert.equal(unknown.statusCode, 404);
      assert.equal(await count('contest_participants'), before);
    });

    it('is closed before the registration period opens and after it closes', async () => {
      const problems = [{ problem_id: problemA, level: 1 }];
      const notYet = await createContest(
        test.app,
        admin,
        contestBody(problems, {
          contest_day: dayInIndia(3),
          registration_opens_at: new Date(Date.now() + HOUR).toISOString(),
          registration_closes_at: `${dayInIndia(3)}T10:00:00+05:30`,
        }),
      );
      const closed = await createContest(
        test.app,
        admin,
        contestBody(problems, {
          contest_day: dayInIndia(-3),
          registration_opens_at: `${dayInIndia(-5)}T10:00:00+05:30`,
          registration_closes_at: `${dayInIndia(-4)}T10:00:00+05:30`,
        }),
      );
      for (const id of [notYet, closed]) {
        const response = await register(test.app, id, outsider);
        assert.equal(response.statusCode, 409);
        assert.equal(response.json().message, 'Registration for this contest is closed.');
      }
      // The later day is now the current contest.
      const current = await test.app.inject({ method: 'GET', url: '/v1/contests/current' });
      assert.equal(current.json().contest.id, notYet);
      await queryRows(test.app.db, sql`DELETE FROM contests WHERE id IN (${notYet}, ${closed})`);
    });
  });

  describe('the window', () => {
    it('refuses a visitor, a non-participant and an unknown contest', async () => {
      assert.equal((await startWindow(test.app, contestId, undefined)).statusCode, 401);
      const outsiderStart = await startWindow(test.app, contestId, outsider);
      assert.equal(outsiderStart.statusCode, 403);
      assert.equal(outsiderStart.json().message, 'Register for the contest first.');
      assert.equal((await startWindow(test.app, randomUUID(), student)).statusCode, 404);
    });

    it('starts once: pressing Start again, or twice at once, answers the same window', async () => {
      const [first, second] = await Promise.all([
        startWindow(test.app, contestId, student),
        startWindow(test.app, contestId, student),
      ]);
      assert.equal(first.statusCode, 200, first.body);
      assert.equal(second.statusCode, 200, second.body);
      const me = first.json().me;
      assert.deepEqual(second.json().me, me);
      const started = Date.parse(me.window_started_at);
      assert.ok(Math.abs(started - Date.now()) < MINUTE);
      const dayEnd = Date.parse(`${dayInIndia(1)}T00:00:00+05:30`);
      assert.equal(Date.parse(me.window_ends_at), Math.min(started + 180 * MINUTE, dayEnd));
      const later = await startWindow(test.app, contestId, student);
      assert.deepEqual(later.json().me, me);
      const page = await test.app.inject({
        method: 'GET',
        url: `/v1/contests/${contestId}`,
        headers: { cookie: student.cookie },
      });
      assert.deepEqual(page.json().me, me);
    });

    it('refuses to start before the contest day and after it, and starts nothing', async () => {
      for (const [shiftDays, message] of [
        [2, 'The contest has not started yet.'],
        [-2, 'The contest is over.'],
      ] as const) {
        const id = await createContest(test.app, admin, contestBody([{ problem_id: problemA, level: 1 }]));
        assert.equal((await register(test.app, id, outsider)).statusCode, 201);
        // The clock cannot be moved: the contest's day (and its registration, kept before the day's end) is.
        await queryRows(
          test.app.db,
          sql`UPDATE contests SET starts_at = starts_at + make_interval(days => ${shiftDays}),
                ends_at = ends_at + make_interval(days => ${shiftDays}),
                registration_opens_at = registration_opens_at + make_interval(days => ${shiftDays}),
                registration_closes_at = registration_closes_at + make_interval(days => ${shiftDays})
              WHERE id = ${id}`,
        );
        const response = await startWindow(test.app, id, outsider);
        assert.equal(response.statusCode, 409);
        assert.equal(response.json().message, message);
        const [row] = await queryRows<{ window_started_at: string | null }>(
          test.app.db,
          sql`SELECT window_started_at FROM contest_participants WHERE contest_id = ${id} AND user_id = ${outsider.id}`,
        );
        assert.equal(row!.window_started_at, null);
        await queryRows(test.app.db, sql`DELETE FROM contests WHERE id = ${id}`);
      }
    });

    it('opens the contest levels during the window only, and lifts the daily limit for them', async () => {
      const lockOf = async () =>
        (await get(test.app, 'level-lock-status', { problem_id: problemA, level: 2 }, student)).json()
          .previous_level_cleared;
      const { submissions } = test.app.repositories.practice;
      const submit = (level: 1 | 2, problemId = problemA) =>
        submissions.createWithinDailyLimit(
          {
            id: randomUUID(),
            userId: student.id,
            email: student.email,
            problemId,
            level,
            language: 'python',
            code: PYTHON_ECHO,
          },
          1,
        );
      assert.equal(await lockOf(), true, 'inside the window level 2 of a contest problem is open');
      // The limit is 1 a day: contest problem levels inside the window are neither limited nor counted.
      assert.equal(await submit(2), 'created');
      assert.equal(await submit(2), 'created');
      assert.equal(await submit(1, problemB), 'created');
      assert.equal(await submit(1), 'created', 'a non-contest level: the first of the day');
      assert.equal(await submit(1), 'limit-reached');
      // Outside the window the lock and the limit are back.
      await setWindow(
        test.app,
        contestId,
        student.id,
        new Date(Date.now() - 4 * HOUR),
        new Date(Date.now() - HOUR),
      );
      assert.equal(await lockOf(), false);
      assert.equal(await submit(2), 'limit-reached');
      assert.equal(
        (await get(test.app, 'level-lock-status', { problem_id: problemA, level: 2 }, rival)).json()
          .previous_level_cleared,
        false,
        'a participant who has not started',
      );
      await queryRows(test.app.db, sql`DELETE FROM submissions`);
    });
  });

  it('answers junk sent to every contest route with a 4xx and a message, and changes nothing', async () => {
    const digest = async () =>
      queryRows(
        test.app.db,
        sql`SELECT (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM contests t) AS contests,
                   (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM contest_problems t) AS problems,
                   (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM contest_participants t) AS participants`,
      );
    const before = await digest();
    const junk: unknown[] = [
      null,
      true,
      0,
      -1,
      1.5,
      1e308,
      '',
      ' ',
      'x'.repeat(30_000),
      "'; DROP TABLE contests;--",
      '\u0000',
      '\ud800',
      '2026-13-45',
      '9999-12-31T99:00:00Z',
      [],
      [null],
      {},
      { problem_id: 'x', level: 9 },
      [{ problem_id: problemA }],
      [{ problem_id: problemA, level: 0 }],
      'B.Tech ',
      'b.tech',
      2024.5,
      '2026',
      1440.5,
      -0,
    ];
    // Any other text is a valid name or page text.
    const textJunk: unknown[] = [null, true, 0, [], {}, ' ', 'x'.repeat(30_000), '\u0000'];
    const queryJunk = [
      'limit=0',
      'limit=-1',
      'limit=1.5',
      'limit=1e308',
      'limit=abc',
      'limit=201',
      'offset=-1',
      'offset=1e9',
      'offset=%00',
      'limit=%7B%7D',
      'limit=1&limit=2',
    ];
    let state = 7;
    const pick = <T>(items: readonly T[]): T => {
      // mulberry32: seeded, so a failure replays.
      state = (state + 0x6d2b79f5) >>> 0;
      let t = Math.imul(state ^ (state >>> 15), state | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return items[Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * items.length)]!;
    };
    const sent = new Map<string, number>();
    const valid = contestBody([{ problem_id: problemA, level: 1 }], { contest_day: dayInIndia(9) });
    for (let round = 0; round < 240; round += 1) {
      const field = pick(Object.keys(valid));
      const target = pick(['create', 'register', 'window', 'leaderboard'] as const);
      const response =
        target === 'create'
          ? await test.app.inject({
              method: 'POST',
              url: '/v1/admin/contests',
              headers: { cookie: admin.cookie },
              payload: {
                ...valid,
                [field]: pick(field === 'name' || field === 'page_text' ? textJunk : junk),
              },
            })
          : target === 'register'
            ? await register(test.app, contestId, outsider, {
                degree: pick(junk),
                graduation_year: pick(junk),
              })
            : target === 'window'
              ? await test.app.inject({
                  method: 'POST',
                  url: `/v1/contests/${pick([contestId, 'x', '%00', '..'])}/window`,
                  headers: { cookie: pick([outsider.cookie, 'referrals_session=forged']) },
                  payload: { junk: pick(junk) },
                })
              : await leaderboard(test.app, contestId, `?${pick(queryJunk)}`);
      assert.ok(
        response.statusCode >= 400 && response.statusCode < 500,
        `${target} ${field} → ${response.statusCode} ${response.body.slice(0, 200)}`,
      );
      assert.equal(typeof response.json().message, 'string');
      sent.set(target, (sent.get(target) ?? 0) + 1);
    }
    assert.equal(sent.size, 4, 'every route was sent junk');
    assert.deepEqual(await digest(), before);
  });

  describe('scores and the leaderboard', () => {
    const windowStart = new Date(Date.now() - 2 * HOUR);
    const at = (minutes: number) => new Date(windowStart.getTime() + minutes * MINUTE);

    beforeEach(async () => {
      await queryRows(test.app.db, sql`DELETE FROM submissions`);
      await queryRows(
        test.app.db,
        sql`UPDATE contest_participants SET score_sum = 0, last_raised_at = NULL, problems_attempted = 0, invited = false`,
      );
      await queryRows(test.app.db, sql`DELETE FROM contest_problem_scores`);
      for (const user of [student, rival])
        await setWindow(test.app, contestId, user.id, windowStart, at(180));
    });

    it('counts only submissions inside the window, on the contest problem levels', async () => {
      const complete = (overall: number, minutes: number, problemId = problemA, level = 2) =>
        completeSubmission(test.app, student, { problemId, level, overall, submittedAt: at(minutes) });
      await complete(9, -1); // before the window
      await complete(9, 180); // at its end (the end is not inside)
      await complete(9, 30, problemA, 1); // not a contest level
      await complete(9, 30, problemA, 3);
      const empty = (await leaderboard(test.app, contestId)).json();
      assert.deepEqual(
        empty.rows.map((row: { average_rating: number; time_taken_seconds: number | null }) => [
          row.average_rating,
          row.time_taken_seconds,
        ]),
        [
          [0, null],
          [0, null],
        ],
      );
      assert.equal(await count('contest_problem_scores'), 0);
      await complete(6, 0); // the window's first instant counts
      const board = (await leaderboard(test.app, contestId)).json();
      assert.equal(board.problem_count, 2);
      assert.deepEqual(board.rows[0], {
        rank: 1,
        display_name: 'ra…@gmail.com',
        average_rating: 3,
        time_taken_seconds: 0,
        problems_attempted: 1,
        invited: false,
      });
    });

    it('ranks by average, then by time taken; a better later submission raises it and moves the time, a worse one changes nothing', async () => {
      const complete = (user: TestUser, problemId: string, level: number, overall: number, minutes: number) =>
        completeSubmission(test.app, user, { problemId, level, overall, submittedAt: at(minutes) });
      // Both average 7 ((8 + 6) / 2); the rival got there sooner.
      await complete(student, problemA, 2, 8, 10);
      await complete(student, problemB, 1, 6, 50);
      await complete(rival, problemB, 1, 8, 5);
      await complete(rival, problemA, 2, 6, 40);
      const rows = async () =>
        (await leaderboard(test.app, contestId))
          .json()
          .rows.map(
            (row: {
              rank: number;
              display_name: string;
              average_rating: number;
              time_taken_seconds: number;
            }) => [row.rank, row.display_name, row.average_rating, row.time_taken_seconds],
          );
      assert.deepEqual(await rows(), [
        [1, 'me…@college.edu', 7, 40 * 60],
        [2, 'ra…@gmail.com', 7, 50 * 60],
      ]);
      // Worse, and equal-but-later: nothing changes.
      await complete(rival, problemB, 1, 5, 60);
      await complete(rival, problemA, 2, 6, 70);
      assert.deepEqual((await rows())[0], [1, 'me…@college.edu', 7, 40 * 60]);
      // Better, later: the average rises and the time moves to that submission.
      await complete(student, problemB, 1, 9, 100);
      assert.deepEqual(await rows(), [
        [1, 'ra…@gmail.com', 8.5, 100 * 60],
        [2, 'me…@college.edu', 7, 40 * 60],
      ]);
      // An exact tie shares the rank.
      await complete(rival, problemA, 2, 9, 100);
      assert.deepEqual(
        (await rows()).map((row: unknown[]) => row[0]),
        [1, 1],
      );
    });

    it('shows nobody’s e-mail, submission or code; the leaderboard is public and paged', async () => {
      const submissionId = await completeSubmission(test.app, student, {
        problemId: problemA,
        level: 2,
        overall: 7,
        submittedAt: at(5),
      });
      const response = await leaderboard(test.app, contestId, '?limit=1&offset=1');
      assert.equal(response.statusCode, 200);
      const body = response.json();
      assert.equal(body.total, 2);
      assert.equal(body.rows.length, 1);
      assert.equal(body.rows[0].rank, 2);
      for (const secret of [
        'ravi.kumar@gmail.com',
        'meera@college.edu',
        submissionId,
        'import sys',
        student.id,
      ]) {
        assert.ok(!response.body.includes(secret), `the leaderboard shows ${secret}`);
      }
      // An outsider's submission on a contest problem changes nothing.
      await completeSubmission(test.app, outsider, {
        problemId: problemA,
        level: 2,
        overall: 10,
        submittedAt: at(5),
      });
      assert.equal((await leaderboard(test.app, contestId)).json().total, 2);
      for (const query of ['?limit=0', '?limit=500', '?offset=-1', '?limit=abc']) {
        const bad = await leaderboard(test.app, contestId, query);
        assert.equal(bad.statusCode, 400, query);
        assert.match(bad.json().message, /limit|offset/);
      }
      assert.equal((await leaderboard(test.app, randomUUID())).statusCode, 404);
    });

    it('exports the standings as CSV and marks the top 10 invited (operator only)', async () => {
      await completeSubmission(test.app, student, {
        problemId: problemA,
        level: 2,
        overall: 7,
        submittedAt: at(5),
      });
      const csv = await test.app.inject({
        method: 'GET',
        url: `/v1/admin/contests/${contestId}/standings.csv`,
        headers: { cookie: admin.cookie },
      });
      assert.equal(csv.statusCode, 200);
      assert.match(csv.headers['content-type'] as string, /^text\/csv/);
      assert.deepEqual(csv.body.trimEnd().split('\r\n'), [
        'rank,name,email,degree,graduation_year,average_rating,time_taken_seconds,invited',
        `1,,ravi.kumar@gmail.com,BCA,2027,3.50,300,no`,
        `2,,meera@college.edu,B.Tech,2026,0.00,,no`,
      ]);
      const learner = await test.app.inject({
        method: 'GET',
        url: `/v1/admin/contests/${contestId}/standings.csv`,
        headers: { cookie: student.cookie },
      });
      assert.equal(learner.statusCode, 403);

      const invited = await test.app.inject({
        method: 'POST',
        url: `/v1/admin/contests/${contestId}/invitations`,
        headers: { cookie: admin.cookie },
      });
      assert.equal(invited.statusCode, 200, invited.body);
      assert.equal(invited.json().invited_count, 1, 'only participants with points are invited');
      assert.deepEqual(
        invited.json().rows.map((row: { invited: boolean }) => row.invited),
        [true, false],
      );
      const refused = await test.app.inject({
        method: 'POST',
        url: `/v1/admin/contests/${contestId}/invitations`,
        headers: { cookie: rival.cookie },
      });
      assert.equal(refused.statusCode, 403);
    });
  });
});
