import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/database';
import { problemBank } from '../../src/problem-bank/index';
import { seedProblemBank } from '../../src/problem-bank/seed';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';
import { createProblem, get, post, problemBody, recordEvaluation } from './practice-fixtures';

const LOCKED = 'You need overall rating of at least 7 in the previous level to unlock this level.';

describe('practice problems, questions, level locks and feedback', () => {
  let test: TestApp;
  let admin: TestUser;
  let learner: TestUser;
  let other: TestUser;
  let problemId: string;

  before(async () => {
    test = await createTestApp({ QUEUE_WORKER: 'off' });
    admin = await signUp(test.app, 'admin@example.com');
    learner = await signUp(test.app, 'learner@example.com');
    other = await signUp(test.app, 'other@example.com');
    await seedProblemBank(test.app.db);
    problemId = await createProblem(test.app, admin);
  });
  after(() => test.close());

  describe('GET problems', () => {
    it('pages 20 at a time with id, title, tags and category only, newest first, following next_page', async () => {
      for (let index = 0; index < 11; index++) {
        await createProblem(test.app, admin, { title: `Extra problem ${index}` });
      }
      const first = await get(test.app, 'problems', {});
      assert.equal(first.statusCode, 200);
      const { data } = first.json();
      assert.equal(data.current_page, 1);
      assert.equal(data.results.length, 20);
      assert.deepEqual(Object.keys(data.results[0]).sort(), ['category', 'id', 'tags', 'title']);
      assert.equal(data.results[0].title, 'Extra problem 10');
      assert.ok(!first.body.includes('level_1_tests') && !first.body.includes('hidden 1'));
      assert.equal(typeof data.next_page, 'string');

      const second = (await get(test.app, 'problems', { page: data.next_page })).json().data;
      assert.equal(second.current_page, 2);
      assert.equal(second.results.length, problemBank.length + 12 - 20);
      assert.equal(second.next_page, undefined);
      const titles = [...data.results, ...second.results].map((row: { title: string }) => row.title);
      assert.equal(new Set(titles).size, titles.length, 'no problem appears twice');
      assert.ok(titles.includes(problemBank[0]!.title));

      const numbered = (await get(test.app, 'problems', { page: 2, page_size: 20 })).json().data;
      assert.deepEqual(numbered.results, second.results);
    });

    it('answers bad paging with a readable 400', async () => {
      for (const [query, message] of [
        [{ page_size: 0 }, 'page_size must be a number from 1 to 50.'],
        [{ page_size: 'many' }, 'page_size must be a number from 1 to 50.'],
        [{ page: 'bogus' }, 'The page cursor is not valid: start again from page 1.'],
        [{ page: 0 }, 'page must be from 1 to 10000; follow next_page for later pages.'],
      ] as const) {
        const response = await get(test.app, 'problems', query);
        assert.equal(response.statusCode, 400, JSON.stringify(query));
        assert.equal(response.json().message, message);
      }
    });
  });

  describe('POST problem', () => {
    it('saves the problem with trimmed, lowercased, de-duplicated tags', async () => {
      const response = await post(test.app, 'problem', problemBody({ title: '  Tidy Tags  ' }), admin);
      assert.equal(response.statusCode, 200);
      const body = response.json();
      assert.equal(body.message, 'Problem saved successfully!');
      assert.deepEqual(Object.keys(body.problem).sort(), [
        'id',
        'level_1_question',
        'level_2_question',
        'level_3_question',
        'tags',
        'title',
      ]);
      assert.equal(body.problem.title, 'Tidy Tags');
      assert.deepEqual(body.problem.tags, ['strings', 'io']);
    });

    it('is idempotent on a client-chosen id', async () => {
      const id = randomUUID();
      const first = await post(test.app, 'problem', problemBody({ id, title: 'Once' }), admin);
      const again = await post(test.app, 'problem', problemBody({ id, title: 'Once' }), admin);
      assert.equal(first.json().problem.id, id);
      assert.deepEqual(again.json(), first.json());
      const rows = await queryRows(test.app.db, sql`SELECT 1 FROM problems WHERE id = ${id}`);
      assert.equal(rows.length, 1);
    });

    it('names what is missing or wrong', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ title: undefined }, 'Title is a mandatory field!'],
        [{ title: '   ' }, 'Title is a mandatory field!'],
        [{ level_1_question: '' }, 'Level 1 question is a mandatory field!'],
        [{ level_2_question: undefined }, 'Level 2 question is a mandatory field!'],
        [{ level_3_question: ' ' }, 'Level 3 question is a mandatory field!'],
        [{ tags: [] }, 'At least one tag is needed!'],
        [{ tags: undefined }, 'At least one tag is needed!'],
        [{ tags: [' ', ''] }, 'At least one tag is needed!'],
        [{ level_1_tests: [] }, 'Level 1 needs at least one test.'],
        [{ level_2_tests: undefined }, 'Level 2 needs at least one test.'],
        [{ level_3_tests: [] }, 'Level 3 needs at least one test.'],
        [{ level_1_tests: [{ input: '1', output: '1' }] }, 'Each test needs sample: true or false.'],
        [{ level_1_tests: ['1'] }, 'Each test must be an object with input, output and sample.'],
        [{ level_2_time_limit_ms: 50 }, 'The level 2 time limit must be from 100 to 20000 ms.'],
        [{ id: 'not-a-uuid' }, 'The problem id is not valid.'],
      ];
      for (const [overrides, message] of cases) {
        const response = await post(test.app, 'problem', problemBody(overrides), admin);
        assert.equal(response.statusCode, 400, JSON.stringify(overrides));
        assert.equal(response.json().message, message, JSON.stringify(overrides));
      }
    });
  });

  describe('GET question', () => {
    it("shows the level's question, title, tags, samples and time limit, never the hidden tests", async () => {
      const response = await get(test.app, 'question', { problem_id: problemId, level: 1 }, learner);
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), {
        problem_id: problemId,
        title: 'Echo Chamber',
        tags: ['strings', 'io'],
        level: 1,
        question: 'Print the input.',
        sample_tests: [{ input: '1\n', output: '1\n' }],
        time_limit_ms: 1500,
        // An operator-made problem has no input/output description to generate starter code from.
        starter_templates: null,
      });
    });

    it('shows a bank problem with its seeded samples', async () => {
      const [bank] = await queryRows<{ id: string }>(
        test.app.db,
        sql`SELECT id FROM problems WHERE bank_slug = 'calm-stretch'`,
      );
      const body = (await get(test.app, 'question', { problem_id: bank!.id, level: 1 }, learner)).json();
      const level = problemBank.find((problem) => problem.slug === 'calm-stretch')!.levels[0];
      assert.equal(body.question, level.question);
      assert.deepEqual(
        body.sample_tests,
        level.samples.map(({ input, output }) => ({ input, output })),
      );
      assert.deepEqual(Object.keys(body.starter_templates).sort(), [
        'cpp',
        'go',
        'java',
        'javascript',
        'python',
        'typescript',
      ]);
      assert.match(
        body.starter_templates.python,
        /def longest_calm_stretch\(n: int, readings: list\[int\]\)/,
      );
    });

    it('refuses locked levels with the specified message until the previous level is rated 7', async () => {
      const locked = await get(test.app, 'question', { problem_id: problemId, level: 2 }, learner);
      assert.equal(locked.statusCode, 403);
      assert.equal(locked.json().message, LOCKED);

      await recordEvaluation(test.app, learner, { problemId, level: 1, overall: 6.9 });
      assert.equal(
        (await get(test.app, 'question', { problem_id: problemId, level: 2 }, learner)).statusCode,
        403,
      );

      await recordEvaluation(test.app, learner, { problemId, level: 1, language: 'go', overall: 7 });
      const open = await get(test.app, 'question', { problem_id: problemId, level: 2 }, learner);
      assert.equal(open.statusCode, 200);
      assert.equal(open.json().question, 'Print the input again.');
      assert.equal(
        (await get(test.app, 'question', { problem_id: problemId, level: 3 }, learner)).statusCode,
        403,
      );
      assert.equal(
        (await get(test.app, 'question', { problem_id: problemId, level: 2 }, other)).statusCode,
        403,
      );
    });

    it('answers unknown problems and bad parameters readably', async () => {
      const cases: Array<[Record<string, string | number>, number, string]> = [
        [{ problem_id: randomUUID(), level: 1 }, 404, 'This problem does not exist.'],
        [{ problem_id: 'abc', level: 1 }, 400, 'The problem id is not valid.'],
        [{ level: 1 }, 400, 'The problem id is not valid.'],
        [{ problem_id: problemId, level: 4 }, 400, 'level must be 1, 2 or 3.'],
        [{ problem_id: problemId, level: 'one' }, 400, 'level must be 1, 2 or 3.'],
        [{ problem_id: problemId }, 400, 'level must be 1, 2 or 3.'],
      ];
      for (const [query, status, message] of cases) {
        const response = await get(test.app, 'question', query, learner);
        assert.equal(response.statusCode, status, JSON.stringify(query));
        assert.equal(response.json().message, message);
      }
    });
  });

  describe('GET level-lock-status', () => {
    it('opens level 1 always and a later level once the previous one has an overall rating of 7', async () => {
      const fresh = await createProblem(test.app, admin, { title: 'Lock ladder' });
      const status = async (level: number, user = learner) =>
        (await get(test.app, 'level-lock-status', { problem_id: fresh, level }, user)).json();
      assert.deepEqual(await status(1), { previous_level_cleared: true });
      assert.deepEqual(await status(2), { previous_level_cleared: false });
      await recordEvaluation(test.app, learner, { problemId: fresh, level: 1, overall: 8.2 });
      assert.deepEqual(await status(2), { previous_level_cleared: true });
      assert.deepEqual(await status(3), { previous_level_cleared: false });
      assert.deepEqual(await status(2, other), { previous_level_cleared: false });
      await recordEvaluation(test.app, learner, { problemId: fresh, level: 2, language: 'cpp', overall: 7 });
      assert.deepEqual(await status(3), { previous_level_cleared: true });
    });

    it('answers an unknown problem with 404', async () => {
      const response = await get(
        test.app,
        'level-lock-status',
        { problem_id: randomUUID(), level: 2 },
        learner,
      );
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().message, 'This problem does not exist.');
    });
  });

  describe('POST feedback', () => {
    it('stores the message with the user who sent it', async () => {
      const response = await post(
        test.app,
        'feedback',
        { message: '  More graph problems, please  ' },
        learner,
      );
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { success: true, message: 'Feedback Received' });
      const rows = await queryRows<{ user_id: string; message: string }>(
        test.app.db,
        sql`SELECT user_id, message FROM practice_feedback ORDER BY id DESC LIMIT 1`,
      );
      assert.deepEqual(rows[0], { user_id: learner.id, message: 'More graph problems, please' });
    });

    it('refuses an empty or overlong message', async () => {
      for (const [payload, message] of [
        [{}, 'Please write your feedback before sending it.'],
        [{ message: '   ' }, 'Please write your feedback before sending it.'],
        [{ message: 'x'.repeat(5001) }, 'Feedback must be at most 5000 characters.'],
      ] as const) {
        const response = await post(test.app, 'feedback', payload, learner);
        assert.equal(response.statusCode, 400);
        assert.equal(response.json().message, message);
      }
    });
  });
});
