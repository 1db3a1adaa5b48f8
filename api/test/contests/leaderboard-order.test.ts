import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/database';
import { maskedEmail } from '../../src/features/contests/contest-rules';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';
import { createProblem } from '../practice/practice-fixtures';
import { completeSubmission, contestBody, createContest, leaderboard } from './contest-fixtures';

const MINUTE = 60_000;
const PARTICIPANTS = 40;
const SUBMISSIONS = 400;
const WINDOW_MINUTES = 180;

/** mulberry32: a small seeded generator, so a failure replays exactly. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Judged = { user: number; pair: number; overall: number; submittedAt: number };
type Expected = {
  userId: string;
  email: string;
  average: number;
  timeTakenMs: number | null;
  attempted: number;
};

/**
 * The ranking rule, computed from scratch: each participant's counted submissions in submitted_at
 * order; the average rises whenever one beats its problem's best so far, and the time taken is from the
 * window's start to the last such submission.
 */
function bruteForce(
  participants: Array<{ id: string; email: string; windowStart: number }>,
  judged: Judged[],
  contestPairs: number,
): Expected[] {
  return participants.map((participant, index) => {
    const mine = judged
      .filter(
        (submission) =>
          submission.user === index &&
          submission.pair < contestPairs &&
          submission.submittedAt >= participant.windowStart &&
          submission.submittedAt < participant.windowStart + WINDOW_MINUTES * MINUTE,
      )
      .sort((a, b) => a.submittedAt - b.submittedAt);
    const best = new Map<number, number>();
    let average = 0;
    let lastRaise: number | null = null;
    for (const submission of mine) {
      if (submission.overall > (best.get(submission.pair) ?? -1))
        best.set(submission.pair, submission.overall);
      const next = [...best.values()].reduce((sum, rating) => sum + rating, 0) / contestPairs;
      if (next > average) {
        average = next;
        lastRaise = submission.submittedAt;
      }
    }
    return {
      userId: participant.id,
      email: participant.email,
      average,
      timeTakenMs: lastRaise === null ? null : lastRaise - participant.windowStart,
      attempted: best.size,
    };
  });
}

describe('the leaderboard against a brute-force recomputation', () => {
  let test: TestApp;
  let admin: TestUser;

  before(async () => {
    test = await createTestApp({ QUEUE_WORKER: 'off' });
    admin = await signUp(test.app, 'admin@example.com');
  });
  after(() => test.close());

  it('orders random submissions (completed in random order) exactly as the rule does', async () => {
    const random = seeded(31);
    const problemIds = [
      await createProblem(test.app, admin, { title: 'One' }),
      await createProblem(test.app, admin, { title: 'Two' }),
      await createProblem(test.app, admin, { title: 'Three' }),
    ];
    // Four contest (problem, level) pairs, then two that are not in the contest.
    const pairs = [
      { problem_id: problemIds[0]!, level: 1 },
      { problem_id: problemIds[0]!, level: 2 },
      { problem_id: problemIds[1]!, level: 1 },
      { problem_id: problemIds[2]!, level: 3 },
      { problem_id: problemIds[1]!, level: 2 },
      { problem_id: problemIds[2]!, level: 1 },
    ];
    const contestPairs = 4;
    const contestId = await createContest(test.app, admin, contestBody(pairs.slice(0, contestPairs)));

    // Participants straight into the table (registration has its own tests), windows spread over the day.
    const now = Date.now();
    const participants: Array<{ id: string; email: string; windowStart: number }> = [];
    for (let index = 0; index < PARTICIPANTS; index += 1) {
      const local = `${String.fromCharCode(97 + (index % 26))}${String.fromCharCode(97 + Math.floor(index / 26))}x${index}`;
      const email = `${local}@example.com`;
      const [user] = await queryRows<{ id: string }>(
        test.app.db,
        sql`INSERT INTO users (email) VALUES (${email}) RETURNING id`,
      );
      const windowStart = now - Math.floor(random() * 6 * 60) * MINUTE;
      await queryRows(
        test.app.db,
        sql`INSERT INTO contest_participants (contest_id, user_id, degree, graduation_year, window_started_at, window_ends_at)
            VALUES (${contestId}, ${user!.id}, 'MCA', 2025, ${new Date(windowStart).toISOString()},
                    ${new Date(windowStart + WINDOW_MINUTES * MINUTE).toISOString()})`,
      );
      participants.push({ id: user!.id, email, windowStart });
    }

    // Ratings in halves (exact in binary, so sums compare exactly); times around each window, some
    // outside; a few shared instants so that ties in time occur.
    const judged: Judged[] = [];
    for (let index = 0; index < SUBMISSIONS; index += 1) {
      // The last five never submit: they rank last, without a time.
      const user = Math.floor(random() * (PARTICIPANTS - 5));
      const offsetMinutes = Math.floor(random() * (WINDOW_MINUTES + 40)) - 20;
      judged.push({
        user,
        pair: Math.floor(random() * pairs.length),
        overall: Math.floor(random() * 21) / 2,
        submittedAt:
          participants[user]!.windowStart + offsetMinutes * MINUTE + Math.floor(random() * 3) * 1000,
      });
    }
    // Evaluations finish in any order; the worker's completion path keeps the scores.
    for (const submission of judged) {
      const pair = pairs[submission.pair]!;
      await completeSubmission(
        test.app,
        { id: participants[submission.user]!.id },
        {
          problemId: pair.problem_id,
          level: pair.level,
          overall: submission.overall,
          submittedAt: new Date(submission.submittedAt),
        },
      );
    }

    const expected = bruteForce(participants, judged, contestPairs).sort(
      (a, b) =>
        b.average - a.average ||
        (a.timeTakenMs ?? Infinity) - (b.timeTakenMs ?? Infinity) ||
        (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0),
    );
    const expectedRows = expected.map((row, index) => {
      const first = expected.findIndex(
        (other) => other.average === row.average && other.timeTakenMs === row.timeTakenMs,
      );
      return {
        rank: first === -1 ? index + 1 : first + 1,
        display_name: maskedEmail(row.email),
        average_rating: Math.round(row.average * 100) / 100,
        time_taken_seconds: row.timeTakenMs === null ? null : Math.floor(row.timeTakenMs / 1000),
        problems_attempted: row.attempted,
        invited: false,
      };
    });
    assert.ok(
      expected.some((row) => row.timeTakenMs === null) && expected.some((row) => row.average > 5),
      'the random case has both participants without points and strong ones',
    );

    const whole = (await leaderboard(test.app, contestId, '?limit=200')).json();
    assert.equal(whole.total, PARTICIPANTS);
    assert.equal(whole.problem_count, contestPairs);
    assert.deepEqual(whole.rows, expectedRows);

    // Pages of 7 read back the same order.
    const paged = [];
    for (let offset = 0; offset < PARTICIPANTS; offset += 7) {
      paged.push(...(await leaderboard(test.app, contestId, `?limit=7&offset=${offset}`)).json().rows);
    }
    assert.deepEqual(paged, expectedRows);
  });
});
