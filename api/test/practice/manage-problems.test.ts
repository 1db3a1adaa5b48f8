import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/database';
import { problemBank } from '../../src/problem-bank/index';
import { seedProblemBank } from '../../src/problem-bank/seed';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';
import {
  evaluateCode,
  post,
  get,
  problemBody,
  PYTHON_ECHO,
  recordEvaluation,
  setPublished,
} from './practice-fixtures';

const NOT_FOUND = 'This problem does not exist.';

async function saveUnpublished(app: FastifyInstance, admin: TestUser, overrides = {}): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/practice/problem',
    headers: { cookie: admin.cookie },
    payload: problemBody(overrides),
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().problem.id;
}

function editProblem(app: FastifyInstance, user: TestUser, id: string, payload: object) {
  return app.inject({
    method: 'PUT',
    url: `/v1/practice/problem/${id}`,
    headers: { cookie: user.cookie },
    payload,
  });
}

/** Every learner-facing practice call that names a problem. */
function learnerCalls(problemId: string) {
  const level = { problem_id: problemId, level: 1 };
  const withLanguage = { ...level, language: 'python' };
  return [
    {
      name: 'GET question',
      call: (app: FastifyInstance, user: TestUser) => get(app, 'question', level, user),
    },
    {
      name: 'GET level-lock-status',
      call: (app: FastifyInstance, user: TestUser) => get(app, 'level-lock-status', level, user),
    },
    {
      name: 'GET submission/latest',
      call: (app: FastifyInstance, user: TestUser) => get(app, 'submission/latest', withLanguage, user),
    },
    {
      name: 'GET evaluation/latest',
      call: (app: FastifyInstance, user: TestUser) => get(app, 'evaluation/latest', withLanguage, user),
    },
    {
      name: 'GET submissions?problem_id',
      call: (app: FastifyInstance, user: TestUser) =>
        get(app, 'submissions', { problem_id: problemId }, user),
    },
    {
      name: 'POST evaluate-code',
      call: (app: FastifyInstance, user: TestUser) => evaluateCode(app, user, { problem_id: problemId }),
    },
    {
      name: 'POST run-code',
      call: (app: FastifyInstance, user: TestUser) =>
        post(
          app,
          'run-code',
          { problem_id: problemId, level: 1, language: 'python', code: 'print(1)' },
          user,
        ),
    },
  ];
}

async function listedTitles(app: FastifyInstance): Promise<string[]> {
  const titles: string[] = [];
  let page: string | undefined;
  do {
    const response = await get(app, 'problems', { page_size: 50, ...(page ? { page } : {}) });
    assert.equal(response.statusCode, 200);
    const { data } = response.json();
    titles.push(...data.results.map((row: { title: string }) => row.title));
    page = data.next_page;
  } while (page);
  return titles;
}

describe('managing problems (administrator)', () => {
  let test: TestApp;
  let admin: TestUser;
  let learner: TestUser;

  before(async () => {
    test = await createTestApp({ QUEUE_WORKER: 'off' });
    admin = await signUp(test.app, 'admin@example.com');
    learner = await signUp(test.app, 'learner@example.com');
    await seedProblemBank(test.app.db);
  });
  after(() => test.close());

  describe('publication', () => {
    it('saves a new problem unpublished: not listed, and a 404 on every learner route', async () => {
      const id = await saveUnpublished(test.app, admin, { title: 'Hidden Draft' });
      assert.ok(!(await listedTitles(test.app)).includes('Hidden Draft'));
      for (const { name, call } of learnerCalls(id)) {
        const response = await call(test.app, learner);
        assert.equal(response.statusCode, 404, `${name}: ${response.body}`);
        assert.equal(response.json().message, NOT_FOUND, name);
      }
      const [stored] = await queryRows<{ count: number }>(
        test.app.db,
        sql`SELECT count(*)::int AS count FROM submissions WHERE problem_id = ${id}`,
      );
      assert.equal(stored?.count, 0, 'evaluate-code stored nothing for a hidden problem');
    });

    it('lets the administrator preview an unpublished problem as a learner would see it', async () => {
      const id = await saveUnpublished(test.app, admin, { title: 'Preview Me' });
      const question = await get(test.app, 'question', { problem_id: id, level: 1 }, admin);
      assert.equal(question.statusCode, 200);
      assert.equal(question.json().title, 'Preview Me');
      assert.deepEqual(question.json().sample_tests, [{ input: '1\n', output: '1\n' }]);
      const lock = await get(test.app, 'level-lock-status', { problem_id: id, level: 1 }, admin);
      assert.equal(lock.statusCode, 200);
    });

    it('publishes (listed first, learner routes answer) and unpublishes (hidden again)', async () => {
      const id = await saveUnpublished(test.app, admin, { title: 'Going Live' });
      const publish = await test.app.inject({
        method: 'PATCH',
        url: `/v1/practice/problem/${id}/publication`,
        headers: { cookie: admin.cookie },
        payload: { published: true },
      });
      assert.equal(publish.statusCode, 200);
      assert.deepEqual(publish.json(), {
        success: true,
        published: true,
        message: 'Problem published: learners see it in the practice list.',
      });
      assert.equal((await listedTitles(test.app))[0], 'Going Live');
      for (const { name, call } of learnerCalls(id).filter((row) => row.name !== 'POST evaluate-code')) {
        assert.equal((await call(test.app, learner)).statusCode, 200, name);
      }

      await setPublished(test.app, admin, id, false);
      assert.ok(!(await listedTitles(test.app)).includes('Going Live'));
      assert.equal((await get(test.app, 'question', { problem_id: id, level: 1 }, learner)).statusCode, 404);
    });

    it('keeps the seeded problem bank published, and a re-seed does not republish an unpublished one', async () => {
      const titles = await listedTitles(test.app);
      for (const problem of problemBank) assert.ok(titles.includes(problem.title), problem.title);
      const [bank] = await queryRows<{ id: string; title: string }>(
        test.app.db,
        sql`SELECT id, title FROM problems WHERE bank_slug IS NOT NULL ORDER BY title LIMIT 1`,
      );
      await setPublished(test.app, admin, bank!.id, false);
      await seedProblemBank(test.app.db);
      assert.ok(!(await listedTitles(test.app)).includes(bank!.title));
      await setPublished(test.app, admin, bank!.id, true);
    });

    it('validates the publication call', async () => {
      const id = await saveUnpublished(test.app, admin);
      const cases: Array<[string, unknown, number, string]> = [
        [id, {}, 400, 'published must be true or false.'],
        [id, { published: 'yes' }, 400, 'published must be true or false.'],
        ['not-a-uuid', { published: true }, 400, 'The problem id is not valid.'],
        ['00000000-0000-4000-8000-000000000000', { published: true }, 404, NOT_FOUND],
      ];
      for (const [problemId, payload, status, message] of cases) {
        const response = await test.app.inject({
          method: 'PATCH',
          url: `/v1/practice/problem/${problemId}/publication`,
          headers: { cookie: admin.cookie },
          payload: payload as object,
        });
        assert.equal(response.statusCode, status, JSON.stringify(payload));
        assert.equal(response.json().message, message);
      }
    });
  });

  describe('GET admin/problems', () => {
    it('lists published and unpublished problems with search, status filter and paging', async () => {
      await saveUnpublished(test.app, admin, { title: 'Zebra 100% Unique' });
      const all = await get(test.app, 'admin/problems', { search: '100% uniq' }, admin);
      assert.equal(all.statusCode, 200);
      assert.equal(all.json().total, 1);
      assert.deepEqual(
        { ...all.json().results[0], id: undefined, created_at: undefined },
        {
          id: undefined,
          created_at: undefined,
          title: 'Zebra 100% Unique',
          tags: ['strings', 'io'],
          published: false,
          bank_problem: false,
          submission_count: 0,
        },
      );
      const unpublished = await get(test.app, 'admin/problems', { status: 'unpublished' }, admin);
      assert.ok(unpublished.json().results.every((row: { published: boolean }) => !row.published));
      const published = (await get(test.app, 'admin/problems', { status: 'published' }, admin)).json();
      assert.ok(published.results.every((row: { published: boolean }) => row.published));
      assert.equal(published.page_size, 20);
      const second = (await get(test.app, 'admin/problems', { page: 2 }, admin)).json();
      const everyone = (await get(test.app, 'admin/problems', {}, admin)).json();
      assert.equal(second.total, everyone.total);
      assert.equal(second.results.length, Math.min(20, Math.max(0, everyone.total - 20)));
    });

    it('rejects a bad status, page or search', async () => {
      const cases: Array<[Record<string, string>, string]> = [
        [{ status: 'draft' }, 'status must be all, published or unpublished.'],
        [{ page: '0' }, 'page must be a whole number from 1.'],
        [{ page: 'two' }, 'page must be a whole number from 1.'],
        [{ search: 'x'.repeat(201) }, 'search must be at most 200 characters.'],
      ];
      for (const [query, message] of cases) {
        const response = await get(test.app, 'admin/problems', query, admin);
        assert.equal(response.statusCode, 400, JSON.stringify(query));
        assert.equal(response.json().message, message);
      }
    });
  });

  describe('editing', () => {
    it('returns the whole problem for the form, hidden tests and limits included', async () => {
      const id = await saveUnpublished(test.app, admin, {
        title: 'Form Source',
        level_2_time_limit_ms: 3000,
      });
      const response = await get(test.app, `admin/problem/${id}`, {}, admin);
      assert.equal(response.statusCode, 200);
      const { problem } = response.json();
      assert.equal(problem.title, 'Form Source');
      assert.equal(problem.published, false);
      assert.equal(problem.level_1_time_limit_ms, 1500);
      assert.equal(problem.level_2_time_limit_ms, 3000);
      assert.deepEqual(problem.level_3_tests, problemBody().level_3_tests);
      assert.equal((await get(test.app, 'admin/problem/nope', {}, admin)).statusCode, 400);
      const unknown = await get(test.app, 'admin/problem/00000000-0000-4000-8000-000000000000', {}, admin);
      assert.equal(unknown.statusCode, 404);
    });

    it('saves every field; learners see the new title and tests; submissions keep their code and ratings', async () => {
      const id = await saveUnpublished(test.app, admin, { title: 'Old Title' });
      await setPublished(test.app, admin, id, true);
      const submissionId = await recordEvaluation(test.app, learner, { problemId: id, level: 1, overall: 9 });

      const edited = problemBody({
        title: 'New Title',
        level_1_question: 'Print it twice.',
        tags: ['Arrays'],
        level_1_tests: [{ input: 'a\n', output: 'a\na\n', sample: true }],
        level_1_time_limit_ms: 4000,
      });
      const response = await editProblem(test.app, admin, id, edited);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().message, 'Problem saved successfully!');

      const question = (await get(test.app, 'question', { problem_id: id, level: 1 }, learner)).json();
      assert.equal(question.title, 'New Title');
      assert.equal(question.question, 'Print it twice.');
      assert.deepEqual(question.tags, ['arrays']);
      assert.deepEqual(question.sample_tests, [{ input: 'a\n', output: 'a\na\n' }]);
      assert.equal(question.time_limit_ms, 4000);
      assert.ok((await listedTitles(test.app)).includes('New Title'));

      const history = (await get(test.app, 'submissions', { problem_id: id }, learner)).json().data.results;
      assert.equal(history.length, 1);
      assert.equal(history[0].id, submissionId);
      assert.equal(history[0].code, PYTHON_ECHO);
      assert.equal(history[0].evaluation.overall_rating, 9);
      assert.equal(history[0].evaluation.correctness_notes, 'All tests passed.');
      // Level 2 stays open: the earlier rating still counts after level 1's tests changed.
      const lock = (await get(test.app, 'level-lock-status', { problem_id: id, level: 2 }, learner)).json();
      assert.deepEqual(lock, { previous_level_cleared: true });
      const stillPublished = (await get(test.app, `admin/problem/${id}`, {}, admin)).json().problem;
      assert.equal(stillPublished.published, true);
      assert.ok(stillPublished.updated_at);
    });

    it('validates every field of an edit', async () => {
      const id = await saveUnpublished(test.app, admin, { title: 'Validate Me' });
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ title: ' ' }, 'Title is a mandatory field!'],
        [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters.'],
        [{ level_1_question: '' }, 'Level 1 question is a mandatory field!'],
        [{ level_2_question: undefined }, 'Level 2 question is a mandatory field!'],
        [{ level_3_question: '' }, 'Level 3 question is a mandatory field!'],
        [{ tags: [] }, 'At least one tag is needed!'],
        [{ tags: ['  '] }, 'At least one tag is needed!'],
        [{ level_1_tests: [] }, 'Level 1 needs at least one test.'],
        [{ level_2_tests: [{ input: 'a' }] }, 'Each test needs an output (text).'],
        [{ level_3_tests: 'none' }, 'Level 3 needs at least one test.'],
        [{ level_1_time_limit_ms: 50 }, 'The level 1 time limit must be from 100 to 20000 ms.'],
        [{ level_2_time_limit_ms: 20001 }, 'The level 2 time limit must be from 100 to 20000 ms.'],
        [
          { level_3_time_limit_ms: 'fast' },
          'The level 3 time limit must be a number of milliseconds from 100 to 20000.',
        ],
      ];
      for (const [override, message] of cases) {
        const response = await editProblem(test.app, admin, id, problemBody(override));
        assert.equal(response.statusCode, 400, JSON.stringify(override));
        assert.equal(response.json().message, message, JSON.stringify(override));
      }
      const unchanged = (await get(test.app, `admin/problem/${id}`, {}, admin)).json().problem;
      assert.equal(unchanged.title, 'Validate Me');
      const unknown = await editProblem(
        test.app,
        admin,
        '00000000-0000-4000-8000-000000000000',
        problemBody(),
      );
      assert.equal(unknown.statusCode, 404);
    });

    it('refuses to edit a problem-bank problem, whose code is its source of truth', async () => {
      const [bank] = await queryRows<{ id: string }>(
        test.app.db,
        sql`SELECT id FROM problems WHERE bank_slug IS NOT NULL LIMIT 1`,
      );
      const response = await editProblem(test.app, admin, bank!.id, problemBody());
      assert.equal(response.statusCode, 409);
      assert.match(response.json().message, /problem bank/);
    });
  });

  describe('all-submissions filters and their suggestions', () => {
    it('filters by e-mail and by problem title, and suggests both', async () => {
      const other = await signUp(test.app, 'someone.else@example.com');
      const id = await saveUnpublished(test.app, admin, { title: 'Filter Target' });
      const elsewhere = await saveUnpublished(test.app, admin, { title: 'Filter Elsewhere' });
      await recordEvaluation(test.app, learner, { problemId: id, level: 1, overall: 5 });
      await recordEvaluation(test.app, other, { problemId: id, level: 1, overall: 6 });
      await recordEvaluation(test.app, learner, { problemId: elsewhere, level: 1, overall: 7 });

      const byBoth = await get(
        test.app,
        'submissions/all',
        { email: 'LEARNER@example.com', problem_title: 'filter target' },
        admin,
      );
      assert.equal(byBoth.statusCode, 200);
      const rows = byBoth.json().data.results;
      assert.deepEqual(
        rows.map((row: { submitted_by: string; problem_title: string }) => [
          row.submitted_by,
          row.problem_title,
        ]),
        [['learner@example.com', 'Filter Target']],
      );
      const byTitle = (
        await get(test.app, 'submissions/all', { problem_title: 'Filter Target' }, admin)
      ).json();
      assert.equal(byTitle.data.results.length, 2);
      const nobody = (await get(test.app, 'submissions/all', { email: 'ghost@example.com' }, admin)).json();
      assert.equal(nobody.data.results.length, 0);

      const titles = (await get(test.app, 'admin/problem-titles', { q: 'filter' }, admin)).json().results;
      assert.deepEqual(
        titles.map((row: { title: string }) => row.title),
        ['Filter Elsewhere', 'Filter Target'],
      );
      const emails = (await get(test.app, 'admin/submitter-emails', { q: 'ELSE' }, admin)).json().results;
      assert.deepEqual(emails, ['someone.else@example.com']);
      const wildcard = (await get(test.app, 'admin/submitter-emails', { q: '%' }, admin)).json().results;
      assert.deepEqual(wildcard, []);
    });

    it('rejects a malformed e-mail, an over-long title and an empty suggestion query', async () => {
      const badEmail = await get(test.app, 'submissions/all', { email: 'not-an-email' }, admin);
      assert.equal(badEmail.statusCode, 400);
      assert.equal(badEmail.json().message, 'The e-mail filter is not a valid e-mail address.');
      const longTitle = await get(test.app, 'submissions/all', { problem_title: 'x'.repeat(201) }, admin);
      assert.equal(longTitle.statusCode, 400);
      assert.equal(longTitle.json().message, 'The problem title filter must be at most 200 characters.');
      for (const path of ['admin/problem-titles', 'admin/submitter-emails']) {
        for (const query of [{}, { q: '  ' }] as Array<Record<string, string>>) {
          const response = await get(test.app, path, query, admin);
          assert.equal(response.statusCode, 400, path);
          assert.equal(response.json().message, 'q is needed: the text to look for.');
        }
        const long = await get(test.app, path, { q: 'x'.repeat(201) }, admin);
        assert.equal(long.json().message, 'q must be at most 200 characters.');
      }
    });
  });
});
