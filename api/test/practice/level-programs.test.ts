import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/database';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';
import { pollUntil } from '../helpers/wait-for';
import { evaluateCode, get, problemBody, setPublished } from './practice-fixtures';

// Level 1 of "largest of n numbers", made from programs: the operator types one sample and no output.
const GENERATOR = `import random

n, seed = map(int, input().split())
rng = random.Random(seed)
print(n)
print(" ".join(str(rng.randint(-10**9, 10**9)) for _ in range(n)))
`;
const REFERENCE = `import sys

tokens = sys.stdin.read().split()
print(max(map(int, tokens[1:])))
`;
// Right on every short input, wrong on long ones: only generated tests catch it.
const RIGHT_ONLY_ON_SHORT_INPUTS = `import sys

tokens = sys.stdin.read().split()
print(max(map(int, tokens[1:51])))
`;
const python = (code: string) => ({ language: 'python', code });
const LEVEL_1_PROGRAMS = {
  reference: python(REFERENCE),
  generator: python(GENERATOR),
  validator: null,
  generator_calls: ['gen 20 1', 'gen 1000 2', 'gen 50000 3'],
};

describe('a level made from programs: saved, generated once, and judged on', { timeout: 240_000 }, () => {
  let test: TestApp;
  let admin: TestUser;
  let learner: TestUser;

  const saveProblem = (body: Record<string, unknown>) =>
    test.app.inject({
      method: 'POST',
      url: '/v1/practice/problem',
      headers: { cookie: admin.cookie },
      payload: problemBody({
        title: 'Largest Reading',
        level_1_tests: [{ input: '3\n4 -2 9\n', output: '', sample: true }],
        level_1_programs: LEVEL_1_PROGRAMS,
        ...body,
      }),
    });
  const countRows = async (table: 'problems' | 'problem_test_data') =>
    (
      await queryRows<{ count: number }>(
        test.app.db,
        sql`SELECT count(*)::int AS count FROM ${sql.identifier(table)}`,
      )
    )[0]!.count;

  async function evaluate(problemId: string, code: string) {
    const submitted = await evaluateCode(test.app, learner, {
      id: randomUUID(),
      problem_id: problemId,
      code,
    });
    assert.equal(submitted.statusCode, 200, submitted.body);
    const query = { problem_id: problemId, level: 1, language: 'python' };
    return pollUntil(
      async () => (await get(test.app, 'evaluation/latest', query, learner)).json(),
      (answer) => answer.status === 'done' || answer.status === 'failed',
      { timeoutMs: 90_000, intervalMs: 100 },
    );
  }

  before(async () => {
    test = await createTestApp({ FREE_EVALUATIONS_PER_DAY: '100' });
    admin = await signUp(test.app, 'admin@example.com');
    learner = await signUp(test.app, 'learner@example.com');
  });
  after(() => test.close());

  it('saves the programs, fills the blank sample output and stores each generated test once', async () => {
    const saved = await saveProblem({});
    assert.equal(saved.statusCode, 200, saved.body);
    const id = saved.json().problem.id;
    const edit = (
      await test.app.inject({ url: `/v1/practice/admin/problem/${id}`, headers: { cookie: admin.cookie } })
    ).json().problem;
    assert.deepEqual(edit.level_1_tests, [{ input: '3\n4 -2 9\n', output: '9\n', sample: true }]);
    assert.equal(edit.level_1_programs.reference.code, REFERENCE);
    assert.deepEqual(edit.level_1_programs.generator_calls, LEVEL_1_PROGRAMS.generator_calls);
    assert.deepEqual(
      edit.level_1_programs.generated_tests.map((entry: { source: string }) => entry.source),
      ['gen 20 1', 'gen 1000 2', 'gen 50000 3'],
    );
    assert.ok(edit.level_1_programs.generated_tests[2].input_bytes > 400_000);
    assert.equal(edit.level_2_programs, null);
    // Three inputs and three outputs; saving the same programs again stores nothing new.
    assert.equal(await countRows('problem_test_data'), 6);
    const again = await test.app.inject({
      method: 'PUT',
      url: `/v1/practice/problem/${id}`,
      headers: { cookie: admin.cookie },
      payload: problemBody({
        title: 'Largest Reading',
        level_1_tests: edit.level_1_tests,
        level_1_programs: LEVEL_1_PROGRAMS,
      }),
    });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(await countRows('problem_test_data'), 6);
  });

  it('refuses to save a level whose programs fail their check, naming the level and the failure', async () => {
    const problemsBefore = await countRows('problems');
    const refused = await saveProblem({
      level_1_programs: { ...LEVEL_1_PROGRAMS, generator_calls: ['gen 20 1', 'gen -5 2'] },
    });
    assert.equal(refused.statusCode, 400);
    assert.match(
      refused.json().message,
      /^Level 1's programs fail their check: The reference solution crashed \(exit code 1\): ValueError: max\(\) arg is an empty sequence on `gen -5 2`\.$/,
    );
    assert.equal(await countRows('problems'), problemsBefore);
  });

  it('judges learners on the generated hidden tests, which never reach the learner', async () => {
    const saved = await saveProblem({ title: 'Largest Reading, judged' });
    const id = saved.json().problem.id;
    await setPublished(test.app, admin, id, true);

    const question = (await get(test.app, 'question', { problem_id: id, level: 1 }, learner)).json();
    assert.deepEqual(question.sample_tests, [{ input: '3\n4 -2 9\n', output: '9\n' }]);

    const right = await evaluate(id, REFERENCE);
    assert.equal(right.status, 'done', right.error);
    assert.equal(right.evaluation.test_results.length, 4, 'the sample and three generated tests');
    assert.equal(right.evaluation.correctness_rating, 10, right.evaluation.correctness_notes);

    const shortSighted = await evaluate(id, RIGHT_ONLY_ON_SHORT_INPUTS);
    assert.equal(shortSighted.status, 'done', shortSighted.error);
    const results = shortSighted.evaluation.test_results;
    assert.deepEqual(
      results.map((result: { passed: boolean }) => result.passed),
      [true, true, false, false],
      'wrong exactly on the two generated inputs longer than 50 numbers',
    );
    assert.ok(
      results.slice(1).every((result: object) => !('input' in result)),
      'hidden tests stay hidden',
    );
    assert.ok(
      shortSighted.evaluation.overall_rating < 7,
      `overall ${shortSighted.evaluation.overall_rating}`,
    );
  });

  it('a declared largest n is reached by a test, so a solution sized one item short fails there only', async () => {
    const tooFewTests = await saveProblem({ level_1_programs: { ...LEVEL_1_PROGRAMS, max_n: 60_000 } });
    assert.equal(tooFewTests.statusCode, 400);
    assert.equal(
      tooFewTests.json().message,
      "Level 1's programs fail their check: No test reaches the level's largest n = 60000 (the largest is 50000): a solution that holds one item fewer would pass. Add a generator call with n = 60000.",
    );

    const saved = await saveProblem({
      title: 'Largest Reading, bounded',
      level_1_programs: { ...LEVEL_1_PROGRAMS, max_n: 50_000 },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const id = saved.json().problem.id;
    const edit = (
      await test.app.inject({ url: `/v1/practice/admin/problem/${id}`, headers: { cookie: admin.cookie } })
    ).json().problem;
    assert.equal(edit.level_1_programs.max_n, 50_000);
    await setPublished(test.app, admin, id, true);

    // The classic slip: an array sized for one reading fewer than the statement allows.
    const oneShort = `import sys

tokens = sys.stdin.read().split()
n = int(tokens[0])
readings = [0] * min(n, 49999)
for index in range(n):
    readings[index] = int(tokens[index + 1])
print(max(readings))
`;
    const judged = await evaluate(id, oneShort);
    assert.equal(judged.status, 'done', judged.error);
    assert.deepEqual(
      judged.evaluation.test_results.map((result: { passed: boolean; verdict: string }) => [
        result.passed,
        result.verdict,
      ]),
      [
        [true, 'passed'],
        [true, 'passed'],
        [true, 'passed'],
        [false, 'runtime_error'],
      ],
      'only the test at n = 50000 fails',
    );
  });

  it("times submissions on the generator's inputs of growing size: a padded quadratic loop is named and rated down", async () => {
    const saved = await saveProblem({
      title: 'Largest Reading, timed',
      level_1_programs: { ...LEVEL_1_PROGRAMS, expected_growth: 'O(n)' },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const id = saved.json().problem.id;
    await setPublished(test.app, admin, id, true);
    // The edit screen gets the declaration back, so that saving the form again keeps it.
    const edit = (
      await test.app.inject({ url: `/v1/practice/admin/problem/${id}`, headers: { cookie: admin.cookie } })
    ).json().problem;
    assert.equal(edit.level_1_programs.expected_growth, 'O(n)');
    assert.equal(edit.level_1_programs.growth_sizes, null);

    const clean = await evaluate(id, REFERENCE);
    assert.equal(clean.status, 'done', clean.error);
    assert.equal(clean.evaluation.measured_growth.expected, 'O(n)');
    assert.ok(clean.evaluation.efficiency_rating >= 8, clean.evaluation.efficiency_notes);

    const padded = await evaluate(
      id,
      `import sys

values = list(map(int, sys.stdin.read().split()[1:]))
wasted = 0
for first in values:
    for second in values:
        wasted += 1
print(max(values))
`,
    );
    assert.equal(padded.status, 'done', padded.error);
    assert.equal(padded.evaluation.measured_growth.measured, 'O(n²)', padded.evaluation.efficiency_notes);
    assert.ok(padded.evaluation.efficiency_rating <= 4, `efficiency ${padded.evaluation.efficiency_rating}`);
    assert.match(padded.evaluation.efficiency_notes, /O\(n²\)/);
  });

  it('judges a level with a checker: two different right answers are accepted, a wrong one is not', async () => {
    const ascending = `import sys\n\nprint(*sorted(map(int, sys.stdin.read().split()[1:])))\n`;
    const descending = `import sys\n\nprint(*sorted(map(int, sys.stdin.read().split()[1:]), reverse=True))\n`;
    const droppingOne = `import sys\n\nprint(*sorted(map(int, sys.stdin.read().split()[2:])))\n`;
    const anyOrder = `import sys\n\nnumbers = open("/check/input.txt").read().split()[1:]\nanswer = open("/check/output.txt").read().split()\nsys.exit(0 if sorted(map(int, answer)) == sorted(map(int, numbers)) else 1)\n`;
    const saved = await saveProblem({
      title: 'Any Order',
      level_1_tests: [{ input: '3\n3 1 2\n', output: '2 3 1\n', sample: true }],
      level_1_programs: { ...LEVEL_1_PROGRAMS, reference: python(ascending), checker: python(anyOrder) },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const id = saved.json().problem.id;
    await setPublished(test.app, admin, id, true);

    for (const code of [ascending, descending]) {
      const result = await evaluate(id, code);
      assert.equal(result.status, 'done', result.error);
      assert.equal(result.evaluation.correctness_rating, 10, result.evaluation.correctness_notes);
      assert.equal(result.evaluation.test_results.length, 4);
    }
    const wrong = await evaluate(id, droppingOne);
    assert.ok(wrong.evaluation.test_results.every((test: { passed: boolean }) => !test.passed));
    assert.ok(wrong.evaluation.overall_rating < 7, `overall ${wrong.evaluation.overall_rating}`);
  });
});
