import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { queryRows } from '../../src/db/database';
import { checkSandbox } from '../../src/evaluator/sandbox/sandbox-runtime';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';
import { pollUntil } from '../helpers/wait-for';
import { createProblem, evaluateCode, get, PYTHON_ECHO } from './practice-fixtures';

const SAMPLE = { input: '2\nsample-visible 5\n', output: 'sample-answer\n', sample: true };
// Each line is distinctive: none occurs in the sample, the programs or any fixed text of the product.
const HIDDEN = [
  {
    input: '3 3|1000000000\nQZX-hidden-alpha 77123\nkestrel-4481 lantern-9902\n',
    output: 'EXPECTED-hidden-one 55501\n',
    sample: false,
  },
  {
    input: '5\nWVB-hidden-bravo 31337 -424242\nmarigold-7765\n',
    output: 'EXPECTED-hidden-two 88802\n',
    sample: false,
  },
];
// Whole lines, and the words in them that no id, number or fixed text of a response could contain by
// chance (short numbers did turn up inside random submission ids).
const SECRETS = HIDDEN.flatMap((test) => [...test.input.split('\n'), ...test.output.split('\n')])
  .flatMap((line) => [line, ...line.split(/[ |]/).filter((word) => /[g-z]/i.test(word))])
  .filter((text) => text.length >= 8);

/** Programs that try to smuggle their stdin out: through stderr and a crash, or through stdout. */
const EXFILTRATORS: Array<{ language: string; name: string; code: string }> = [
  {
    language: 'python',
    name: 'stdin to stderr, exit 1',
    code: 'import sys\n\nsys.stderr.write(sys.stdin.read())\nsys.exit(1)\n',
  },
  {
    language: 'python',
    name: 'stdin in an exception',
    code: 'import sys\n\nraise ValueError(sys.stdin.read())\n',
  },
  {
    language: 'python',
    name: 'passes the sample, then crashes quoting the hidden input',
    code:
      'import sys\n\ndata = sys.stdin.read()\nif data.startswith("2\\n"):\n    print("sample-answer")\n' +
      'else:\n    sys.stderr.write(data)\n    sys.exit(1)\n',
  },
  { language: 'python', name: 'stdin to stdout', code: PYTHON_ECHO },
  {
    language: 'javascript',
    name: 'stdin in a thrown Error',
    code: "const input = require('fs').readFileSync(0, 'utf8');\nthrow new Error(input);\n",
  },
  {
    language: 'javascript',
    name: 'passes the sample, then throws the hidden input',
    code:
      "const input = require('fs').readFileSync(0, 'utf8');\n" +
      "if (input.startsWith('2\\n')) console.log('sample-answer');\nelse throw new Error(input);\n",
  },
  {
    language: 'javascript',
    name: 'stdin to stdout',
    code: "const input = require('fs').readFileSync(0, 'utf8');\nprocess.stdout.write(input);\n",
  },
  {
    language: 'cpp',
    name: 'stdin to stderr, exit 1',
    code:
      '#include <iostream>\n#include <iterator>\n#include <string>\n\nint main() {\n' +
      '  std::string input((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());\n' +
      '  std::cerr << input;\n  return 1;\n}\n',
  },
  {
    language: 'cpp',
    name: 'stdin to stdout',
    code:
      '#include <iostream>\n#include <iterator>\n#include <string>\n\nint main() {\n' +
      '  std::string input((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());\n' +
      '  std::cout << input;\n  return 0;\n}\n',
  },
];

function leakedSecrets(response: LightMyRequestResponse): string[] {
  return SECRETS.filter((secret) => response.body.includes(secret));
}

describe('hidden tests stay hidden from the learner, in the real sandbox', { timeout: 300_000 }, () => {
  let test: TestApp;
  let admin: TestUser;
  let learner: TestUser;
  let problemId: string;

  before(async () => {
    const sandbox = await checkSandbox();
    assert.equal(sandbox.available, true, `the sandbox must be available: ${sandbox.reason}`);
    test = await createTestApp();
    admin = await signUp(test.app, 'admin@example.com');
    learner = await signUp(test.app, 'learner@example.com');
    problemId = await createProblem(test.app, admin, { level_1_tests: [SAMPLE, ...HIDDEN] });
  });
  after(() => test.close());

  async function evaluated(language: string, submissionId: string) {
    const query = { problem_id: problemId, level: 1, language };
    const isVerdict = (body: { submission_id: string; status: string }) =>
      body.submission_id === submissionId && (body.status === 'done' || body.status === 'failed');
    const latest = await pollUntil(
      () => get(test.app, 'evaluation/latest', query, learner),
      (answer) => isVerdict(answer.json()),
      { timeoutMs: 90_000, intervalMs: 100 },
    );
    if (!isVerdict(latest.json())) throw new Error(`still ${latest.json().status} after 90 s`);
    return latest;
  }

  for (const program of EXFILTRATORS) {
    it(`${program.language}, ${program.name}: no hidden input or expected output in any learner response`, async () => {
      const id = randomUUID();
      const submitted = await evaluateCode(test.app, learner, {
        id,
        problem_id: problemId,
        language: program.language,
        code: program.code,
      });
      assert.equal(submitted.statusCode, 200, submitted.body);

      const latest = await evaluated(program.language, id);
      const evaluation = latest.json().evaluation;
      assert.equal(latest.json().status, 'done', latest.json().error);
      // The program did run on the hidden tests and failed them: the secret bytes were in its output.
      const hiddenResults = evaluation.test_results.filter((result: { sample: boolean }) => !result.sample);
      assert.equal(hiddenResults.length, HIDDEN.length);
      for (const result of hiddenResults) {
        assert.equal(result.passed, false);
        assert.deepEqual(Object.keys(result).sort(), [
          'index',
          'memory_kb',
          'passed',
          'sample',
          'time_ms',
          'verdict',
        ]);
      }
      // Samples may show everything, which proves the program's output did reach the results.
      const sampleResult = evaluation.test_results.find((result: { sample: boolean }) => result.sample);
      assert.equal(sampleResult.input, SAMPLE.input);
      if (!evaluation.test_results.some((result: { passed: boolean }) => result.passed)) {
        // Failing every test is red in the UI (below 5), however quick the wrong answers were.
        assert.ok(evaluation.overall_rating < 5, `overall ${evaluation.overall_rating}`);
      }
      if (sampleResult.passed) {
        // Only the hidden tests failed, so the notes do describe one: by its verdict alone.
        assert.match(evaluation.correctness_notes, /Hidden test 2: crashed\./);
        assert.doesNotMatch(evaluation.correctness_notes, /exit code|at line/);
      }

      const query = { problem_id: problemId, level: 1, language: program.language };
      const responses = {
        'evaluation/latest': latest,
        'submission/latest': await get(test.app, 'submission/latest', query, learner),
        submissions: await get(test.app, 'submissions', { ...query, page: 1, page_size: 20 }, learner),
        'submissions without filters': await get(
          test.app,
          'submissions',
          { page: 1, page_size: 50 },
          learner,
        ),
      };
      for (const [name, response] of Object.entries(responses)) {
        assert.equal(response.statusCode, 200, `${name}: ${response.body}`);
        assert.deepEqual(leakedSecrets(response), [], `${name} leaks hidden test text: ${response.body}`);
      }
    });
  }

  it('evaluations stored with the old crash notes lose the quoted program output', async () => {
    const id = randomUUID();
    const leakedNote =
      '0 of 3 tests passed (3 crashed). Sample test 1 crashed (exit code 1): sample-visible 5. ' +
      'Hidden test 2 crashed (exit code 1): QZX-hidden-alpha 77123 kestrel-4481.';
    await queryRows(
      test.app.db,
      sql`INSERT INTO submissions (id, problem_id, user_id, level, language, code, status)
          VALUES (${id}, ${problemId}, ${learner.id}, 1, 'go', 'package main\nfunc main() {}\n', 'done')`,
    );
    await queryRows(
      test.app.db,
      sql`INSERT INTO evaluations (submission_id, overall_rating, correctness_rating, correctness_notes,
            efficiency_rating, efficiency_notes, readability_rating, readability_notes, extensibility_rating,
            extensibility_notes, robustness_rating, robustness_notes, test_results, runtime_ms, memory_kb)
          VALUES (${id}, 2, 0, ${leakedNote}, 2, 'Not measured.', 8, 'Clear.', 8, 'Fine.', 5,
                  'Crashes.', '[]'::jsonb, 12, 9000)`,
    );
    const latest = await get(
      test.app,
      'evaluation/latest',
      { problem_id: problemId, level: 1, language: 'go' },
      learner,
    );
    assert.equal(
      latest.json().evaluation.correctness_notes,
      '0 of 3 tests passed (3 crashed). Sample test 1 crashed (exit code 1): sample-visible 5. Hidden test 2: crashed.',
    );
    assert.deepEqual(leakedSecrets(latest), []);
  });
});
