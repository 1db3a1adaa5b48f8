import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/database';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';
import { createProblem, evaluateCode, get, recordEvaluation } from './practice-fixtures';

type SubmissionJson = {
  id: string;
  level: number;
  language: string;
  status: string;
  evaluation: null | { overall_rating: number; test_results: Array<Record<string, unknown>> };
  submitted_by?: string;
  problem_title?: string;
};

describe('submission history, latest submission and latest evaluation', () => {
  let test: TestApp;
  let admin: TestUser;
  let learner: TestUser;
  let other: TestUser;
  let problemId: string;
  let otherProblemId: string;
  const learnerSubmissions: string[] = [];

  before(async () => {
    test = await createTestApp({ QUEUE_WORKER: 'off', FREE_EVALUATIONS_PER_DAY: '100' });
    admin = await signUp(test.app, 'admin@example.com');
    learner = await signUp(test.app, 'learner@example.com');
    other = await signUp(test.app, 'other@example.com');
    problemId = await createProblem(test.app, admin);
    otherProblemId = await createProblem(test.app, admin, { title: 'Second Problem' });
    for (let index = 0; index < 12; index++) {
      const id = randomUUID();
      await evaluateCode(test.app, learner, { id, problem_id: problemId, code: `print(${index})\n` });
      learnerSubmissions.unshift(id);
    }
    await evaluateCode(test.app, learner, {
      problem_id: problemId,
      language: 'javascript',
      code: 'console.log(1);\n',
    });
    await evaluateCode(test.app, learner, { problem_id: otherProblemId });
    await evaluateCode(test.app, other, { problem_id: problemId });
  });
  after(() => test.close());

  describe('GET submissions (own)', () => {
    it('lists the own submissions of a problem and level, newest first, 10 a page', async () => {
      const first = await get(
        test.app,
        'submissions',
        { problem_id: problemId, level: 1, language: 'python' },
        learner,
      );
      assert.equal(first.statusCode, 200);
      const { data } = first.json();
      assert.equal(data.current_page, 1);
      assert.deepEqual(
        data.results.map((row: SubmissionJson) => row.id),
        learnerSubmissions.slice(0, 10),
      );
      assert.deepEqual(Object.keys(data.results[0]).sort(), [
        'code',
        'created_at',
        'error',
        'evaluation',
        'id',
        'language',
        'level',
        'problem_id',
        'queue_position',
        'status',
        'user_id',
      ]);
      assert.equal(data.results[0].code, 'print(11)\n');
      assert.ok(!Number.isNaN(Date.parse(data.results[0].created_at)));

      const second = await get(
        test.app,
        'submissions',
        { problem_id: problemId, level: 1, language: 'python', page: data.next_page },
        learner,
      );
      const page2 = second.json().data;
      assert.equal(page2.current_page, 2);
      assert.deepEqual(
        page2.results.map((row: SubmissionJson) => row.id),
        learnerSubmissions.slice(10),
      );
      assert.equal(page2.next_page, undefined);
    });

    it('filters by language only when asked and never shows other users', async () => {
      const all = (
        await get(test.app, 'submissions', { problem_id: problemId, level: 1, page_size: 50 }, learner)
      ).json();
      assert.equal(all.data.results.length, 13);
      assert.ok(all.data.results.every((row: { user_id: string }) => row.user_id === learner.id));
      const everything = (await get(test.app, 'submissions', { page_size: 50 }, learner)).json();
      assert.equal(everything.data.results.length, 14);
      const javascript = (
        await get(
          test.app,
          'submissions',
          { problem_id: problemId, level: 1, language: 'javascript' },
          learner,
        )
      ).json();
      assert.deepEqual(
        javascript.data.results.map((row: SubmissionJson) => row.language),
        ['javascript'],
      );
      const none = (await get(test.app, 'submissions', { problem_id: problemId, level: 2 }, learner)).json();
      assert.deepEqual(none.data, { results: [], current_page: 1 });
    });

    it('carries each submission with its evaluation, hidden tests showing pass/fail only', async () => {
      const [newest] = learnerSubmissions;
      await queryRows(
        test.app.db,
        sql`INSERT INTO evaluations (submission_id, overall_rating, correctness_rating, correctness_notes,
              efficiency_rating, efficiency_notes, readability_rating, readability_notes, extensibility_rating,
              extensibility_notes, robustness_rating, robustness_notes, test_results, runtime_ms, memory_kb)
            VALUES (${newest}, 5.5, 5, '1 of 2 tests passed.', 8, 'Fast.', 7, 'Clear.', 6, 'Fine.', 7, 'Fine.',
              ${JSON.stringify([
                {
                  index: 0,
                  sample: true,
                  passed: true,
                  verdict: 'passed',
                  time_ms: 20,
                  memory_kb: 9000,
                  input: '1\n',
                  expected_output: '1\n',
                  actual_output: '1\n',
                },
                {
                  index: 1,
                  sample: false,
                  passed: false,
                  verdict: 'wrong_answer',
                  time_ms: 21,
                  memory_kb: 9100,
                  input: 'secret\n',
                  expected_output: 'secret\n',
                  actual_output: 'oops\n',
                },
              ])}::jsonb, 21, 9100)`,
      );
      await queryRows(test.app.db, sql`UPDATE submissions SET status = 'done' WHERE id = ${newest}`);

      const { data } = (
        await get(test.app, 'submissions', { problem_id: problemId, level: 1 }, learner)
      ).json();
      const evaluated = data.results.find((row: SubmissionJson) => row.id === newest);
      assert.equal(evaluated.status, 'done');
      assert.equal(evaluated.evaluation.overall_rating, 5.5);
      assert.equal(evaluated.evaluation.correctness_notes, '1 of 2 tests passed.');
      assert.equal(evaluated.evaluation.test_results[0].expected_output, '1\n');
      assert.deepEqual(evaluated.evaluation.test_results[1], {
        index: 1,
        sample: false,
        passed: false,
        verdict: 'wrong_answer',
        time_ms: 21,
        memory_kb: 9100,
      });
      assert.ok(!JSON.stringify(data).includes('secret'));
      assert.equal(data.results.find((row: SubmissionJson) => row.id !== newest).evaluation, null);

      const latest = (
        await get(
          test.app,
          'evaluation/latest',
          { problem_id: problemId, level: 1, language: 'python' },
          learner,
        )
      ).json();
      assert.equal(latest.status, 'done');
      assert.equal(latest.submission_id, newest);
      assert.equal(latest.evaluation.robustness_rating, 7);
      assert.equal(latest.evaluation.runtime_ms, 21);
      assert.equal(latest.evaluation.memory_kb, 9100);
      assert.ok(!JSON.stringify(latest).includes('secret'));
    });

    it('answers bad paging and filters readably', async () => {
      for (const [query, message] of [
        [{ page_size: 51 }, 'page_size must be a number from 1 to 50.'],
        [{ problem_id: 'x' }, 'The problem id is not valid.'],
        [{ level: 9 }, 'level must be 1, 2 or 3.'],
        [{ language: 'perl' }, 'language must be one of python, javascript, typescript, java, cpp, go.'],
        [{ page: 'not-a-cursor' }, 'The page cursor is not valid: start again from page 1.'],
      ] as const) {
        const response = await get(test.app, 'submissions', query, learner);
        assert.equal(response.statusCode, 400, JSON.stringify(query));
        assert.equal(response.json().message, message);
      }
    });
  });

  describe('GET submission/latest and evaluation/latest', () => {
    it('return the latest of this problem, level and language, or nothing', async () => {
      const query = { problem_id: problemId, level: 1, language: 'python' };
      const latest = (await get(test.app, 'submission/latest', query, learner)).json();
      assert.equal(latest.submission.id, learnerSubmissions[0]);
      assert.equal(latest.submission.code, 'print(11)\n');

      const nothing = { problem_id: problemId, level: 1, language: 'go' };
      assert.deepEqual((await get(test.app, 'submission/latest', nothing, learner)).json(), {
        submission: null,
      });
      assert.deepEqual((await get(test.app, 'evaluation/latest', nothing, learner)).json(), {
        submission_id: null,
        status: 'none',
        queue_position: null,
        evaluation: null,
        error: null,
        runtime_percentile: null,
      });
      const others = (await get(test.app, 'submission/latest', query, other)).json();
      assert.notEqual(others.submission.id, learnerSubmissions[0]);
    });

    it('need problem_id, level and language', async () => {
      for (const path of ['submission/latest', 'evaluation/latest']) {
        const response = await get(test.app, path, { problem_id: problemId, level: 1 }, learner);
        assert.equal(response.statusCode, 400);
        assert.equal(
          response.json().message,
          'language must be one of python, javascript, typescript, java, cpp, go.',
        );
      }
    });

    it('show a failed evaluation with its reason', async () => {
      const id = randomUUID();
      await evaluateCode(test.app, other, {
        id,
        problem_id: otherProblemId,
        language: 'cpp',
        code: 'int main() { return 0; }\n',
      });
      await queryRows(
        test.app.db,
        sql`UPDATE submissions SET status = 'failed', failure_reason = 'Code cannot be run: the sandbox is unavailable (no bwrap).'
            WHERE id = ${id}`,
      );
      const query = { problem_id: otherProblemId, level: 1, language: 'cpp' };
      assert.deepEqual((await get(test.app, 'evaluation/latest', query, other)).json(), {
        submission_id: id,
        status: 'failed',
        queue_position: null,
        evaluation: null,
        error: 'Code cannot be run: the sandbox is unavailable (no bwrap).',
        runtime_percentile: null,
      });
      const submission = (await get(test.app, 'submission/latest', query, other)).json().submission;
      assert.equal(submission.error, 'Code cannot be run: the sandbox is unavailable (no bwrap).');
    });
  });

  describe('GET submissions/all (administrator)', () => {
    it('lists everyone with submitted_by and problem_title, ignoring empty filters', async () => {
      const response = await get(
        test.app,
        'submissions/all',
        { user_id: '', problem_id: '', level: '', language: '', page_size: 50 },
        admin,
      );
      assert.equal(response.statusCode, 200);
      const rows: SubmissionJson[] = response.json().data.results;
      assert.equal(rows.length, 16);
      const byOther = rows.filter((row) => row.submitted_by === 'other@example.com');
      assert.deepEqual(byOther.map((row) => row.problem_title).sort(), ['Echo Chamber', 'Second Problem']);
      assert.equal(rows.filter((row) => row.submitted_by === 'learner@example.com').length, 14);
    });

    it('filters by user, problem, level and language, and pages with next_page', async () => {
      const filtered = (
        await get(
          test.app,
          'submissions/all',
          { user_id: learner.id, problem_id: problemId, level: 1, language: 'python', page_size: 5 },
          admin,
        )
      ).json().data;
      assert.equal(filtered.results.length, 5);
      assert.ok(filtered.results.every((row: SubmissionJson) => row.submitted_by === 'learner@example.com'));
      const ids: string[] = filtered.results.map((row: SubmissionJson) => row.id);
      let next = filtered.next_page;
      while (next) {
        const page = (
          await get(
            test.app,
            'submissions/all',
            {
              user_id: learner.id,
              problem_id: problemId,
              level: 1,
              language: 'python',
              page_size: 5,
              page: next,
            },
            admin,
          )
        ).json().data;
        ids.push(...page.results.map((row: SubmissionJson) => row.id));
        next = page.next_page;
      }
      assert.deepEqual(ids, learnerSubmissions);
      const levelTwo = (await get(test.app, 'submissions/all', { level: 2 }, admin)).json().data;
      assert.deepEqual(levelTwo.results, []);
    });

    it('refuses a malformed user filter', async () => {
      const response = await get(test.app, 'submissions/all', { user_id: 'someone' }, admin);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().message, 'The user id is not valid.');
    });
  });

  it('level locks count ratings in any language (recorded evaluations)', async () => {
    await recordEvaluation(test.app, other, {
      problemId: otherProblemId,
      level: 1,
      language: 'java',
      overall: 9,
    });
    const status = (
      await get(test.app, 'level-lock-status', { problem_id: otherProblemId, level: 2 }, other)
    ).json();
    assert.deepEqual(status, { previous_level_cleared: true });
  });
});
