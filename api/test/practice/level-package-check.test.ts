import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';
import { post } from './practice-fixtures';

// A level "sum of n numbers": a seeded generator, a bounds validator and a reference, in Python.
const GENERATOR = `import random

n, seed = map(int, input().split())
rng = random.Random(seed)
print(n)
print(" ".join(str(rng.randint(-1000, 1000)) for _ in range(n)))
`;
const VALIDATOR = `import sys

tokens = sys.stdin.read().split()
n = int(tokens[0])
if not 1 <= n <= 100000 or len(tokens) != n + 1:
    sys.exit("n must be from 1 to 100000, followed by n numbers")
if any(abs(int(value)) > 1000 for value in tokens[1:]):
    sys.exit("a value is outside -1000..1000")
`;
const REFERENCE = `import sys

tokens = sys.stdin.read().split()
print(sum(map(int, tokens[1:])))
`;
const python = (code: string) => ({ language: 'python', code });

describe('POST practice/admin/level-package/check', () => {
  let test: TestApp;
  let admin: TestUser;
  let learner: TestUser;

  const check = (
    programs: Record<string, unknown>,
    body: Record<string, unknown> = {},
    user: TestUser = admin,
  ) =>
    post(
      test.app,
      'admin/level-package/check',
      {
        time_limit_ms: 1000,
        programs: {
          generator: python(GENERATOR),
          reference: python(REFERENCE),
          validator: python(VALIDATOR),
          generator_calls: ['gen 5 1', 'gen 100000 7'],
          ...programs,
        },
        hand_tests: [{ input: '3\n1 2 3\n', output: '6\n', sample: true }],
        ...body,
      },
      user,
    );

  before(async () => {
    test = await createTestApp({ QUEUE_WORKER: 'off' });
    admin = await signUp(test.app, 'admin@example.com');
    learner = await signUp(test.app, 'learner@example.com');
  });
  after(() => test.close());

  it('makes one input per generator call and fills every expected output from the reference', async () => {
    const response = await check({});
    assert.equal(response.statusCode, 200, response.body);
    const report = response.json();
    assert.deepEqual(report.problems, []);
    assert.equal(report.passed, true);
    assert.deepEqual(
      report.tests.map((entry: { source: string; sample: boolean }) => [entry.source, entry.sample]),
      [
        ['hand-written test 1', true],
        ['gen 5 1', false],
        ['gen 100000 7', false],
      ],
    );
    const [hand, small, large] = report.tests;
    assert.equal(hand.output_preview, '6\n');
    // The small input is whole in its preview: its sum is the reference's answer.
    const values = small.input_preview.trim().split(/\s+/).map(Number);
    assert.equal(values[0], 5);
    assert.equal(values.length, 6);
    assert.equal(
      small.output_preview,
      `${values.slice(1).reduce((sum: number, value: number) => sum + value, 0)}\n`,
    );
    assert.ok(large.input_bytes > 300_000, `a 100 000-number input, not ${large.input_bytes} bytes`);
    assert.match(large.input_preview, /^100000\n/);
    assert.equal(large.input_preview.length, 201, 'a preview, not the megabyte');
    // Seeded: the same call makes the same input (content-addressed), another seed another one.
    const again = (await check({ generator_calls: ['gen 5 1', 'gen 5 2'] }, { hand_tests: [] })).json();
    assert.equal(again.tests[0].input_sha256, small.input_sha256);
    assert.notEqual(again.tests[1].input_sha256, small.input_sha256);
    assert.equal(
      small.input_sha256,
      createHash('sha256').update(small.input_preview).digest('hex'),
      'the hash is of the input itself',
    );
  });

  it('names a generator that loops, with its call, and stops there', async () => {
    const looping = `n, seed = map(int, input().split())\nif n > 10:\n    while True:\n        pass\nprint(n)\nprint(*range(n))\n`;
    const report = (
      await check({ generator: python(looping), generator_calls: ['gen 5 1', 'gen 50 2', 'gen 60 3'] })
    ).json();
    assert.equal(report.passed, false);
    assert.deepEqual(report.problems, ['The generator ran out of time (1 s of CPU) on `gen 50 2`.']);
    assert.deepEqual(report.tests, []);
  });

  it('names a generator that floods its output', async () => {
    const flooding = `import sys\nwhile True:\n    sys.stdout.write("9" * 65536)\n`;
    const report = (await check({ generator: python(flooding), generator_calls: ['gen 1 1'] })).json();
    assert.deepEqual(report.problems, ['The generator printed more than 1 MB on `gen 1 1`.']);
  });

  it("names a generated input above the level's largest n, even without a validator", async () => {
    const report = (
      await check({ validator: null, max_n: 50_000, generator_calls: ['gen 5 1', 'gen 50001 2'] })
    ).json();
    assert.equal(report.passed, false);
    assert.deepEqual(report.problems, [
      "The input of `gen 50001 2` has n = 50001, above the level's largest n = 50000.",
    ]);
  });

  it("refuses tests that never reach the level's largest n, and growth sizes beyond it", async () => {
    const short = (await check({ max_n: 100_000, generator_calls: ['gen 5 1', 'gen 99999 7'] })).json();
    assert.deepEqual(short.problems, [
      "No test reaches the level's largest n = 100000 (the largest is 99999): a solution that holds one item fewer would pass. Add a generator call with n = 100000.",
    ]);
    const reached = (await check({ max_n: 100_000 })).json();
    assert.equal(reached.passed, true, reached.problems.join(' '));
    const growthBeyond = (
      await check({ max_n: 100_000, expected_growth: 'O(n)', growth_sizes: [50_000, 200_000] })
    ).json();
    assert.deepEqual(growthBeyond.problems, [
      "The growth size 200000 is above the level's largest n = 100000: choose growth sizes within the level's bounds.",
    ]);
  });

  it("names the input the validator rejects, with the validator's reason", async () => {
    const report = (await check({ generator_calls: ['gen 5 1', 'gen 100001 2'] })).json();
    assert.equal(report.passed, false);
    assert.deepEqual(report.problems, [
      'The validator rejected the input of `gen 100001 2`: n must be from 1 to 100000, followed by n numbers.',
    ]);
  });

  it('catches a reference that disagrees with a hand-written expected output', async () => {
    const offByOne = `import sys\n\ntokens = sys.stdin.read().split()\nprint(sum(map(int, tokens[2:])))\n`;
    const report = (await check({ reference: python(offByOne) })).json();
    assert.equal(report.passed, false);
    assert.deepEqual(report.problems, [
      "The reference solution's answer to hand-written test 1 differs from the expected output written there: either the test or the reference is wrong.",
    ]);
  });

  it('names a reference that crashes, and one that does not compile', async () => {
    const crashing = `import sys\n\ntokens = sys.stdin.read().split()\nif len(tokens) > 50:\n    raise ValueError("too many")\nprint(sum(map(int, tokens[1:])))\n`;
    const crashed = (await check({ reference: python(crashing) })).json();
    assert.equal(crashed.problems.length, 1);
    assert.match(
      crashed.problems[0],
      /^The reference solution crashed \(exit code 1\): ValueError: too many on `gen 100000 7`\.$/,
    );

    const broken = (await check({ reference: { language: 'cpp', code: 'int main() { return x; }' } })).json();
    assert.equal(broken.passed, false);
    assert.match(broken.problems[0], /^The reference solution does not compile: .*.x. was not declared/s);
  });

  it('refuses a malformed call and a learner, with the reason', async () => {
    const malformed = await check({ generator_calls: ['gen 10 1', 'rm -rf /'] });
    assert.equal(malformed.statusCode, 400);
    assert.match(malformed.json().message, /generator call is "gen" followed by whole numbers/);
    const nothing = await check({ generator_calls: [] }, { hand_tests: [] });
    assert.equal(nothing.statusCode, 400);
    assert.match(nothing.json().message, /at least one generator call or hand-written test/);
    const noGenerator = await check({ generator: null });
    assert.equal(noGenerator.statusCode, 400);
    assert.match(noGenerator.json().message, /Generator calls need a generator/);
    const noBound = await check({ max_n: 0 });
    assert.equal(noBound.statusCode, 400);
    assert.match(noBound.json().message, /max_n, the largest n, is a whole number from 1 to 1000000000/);
    assert.equal((await check({}, {}, learner)).statusCode, 403);
  });

  it('measures the reference at growing sizes and refuses a declared growth it does not have', async () => {
    const linear = (
      await check({ expected_growth: 'O(n)', generator_calls: ['gen 200 3'] }, { hand_tests: [] })
    ).json();
    assert.deepEqual(linear.problems, []);
    assert.deepEqual(linear.growth.sizes, [1000, 4000, 16000, 64000, 2000, 8000, 32000]);
    assert.ok(
      [null, 'O(n)', 'O(n log n)'].includes(linear.growth.measured),
      `read as ${linear.growth.measured}`,
    );

    // Right, and fast enough for the tests it makes, but quadratic.
    const quadratic = `import sys

values = list(map(int, sys.stdin.read().split()[1:]))
print(sum(value for value in values if all(value == other or True for other in values)))
`;
    const refused = (
      await check(
        { reference: python(quadratic), expected_growth: 'O(n)', generator_calls: ['gen 200 3'] },
        { hand_tests: [] },
      )
    ).json();
    assert.equal(refused.passed, false);
    assert.deepEqual(refused.problems, [
      "The reference solution's measured growth is O(n²), slower than the declared O(n): declare O(n²) or make the reference faster.",
    ]);
  });

  it('names a growth input the validator rejects', async () => {
    const report = (
      await check({
        expected_growth: 'O(n)',
        generator_calls: ['gen 200 3'],
        growth_sizes: [50_000, 200_000],
      })
    ).json();
    assert.deepEqual(report.problems, [
      "The validator rejected the input of the growth call `gen 200000 3`: n must be from 1 to 100000, followed by n numbers: choose growth sizes within the level's bounds.",
    ]);
  });

  it('requires a checker to accept the reference, and names the test it rejects', async () => {
    // "Print the numbers in any order": the checker compares them as a multiset.
    const sortingReference = `import sys\n\nprint(*sorted(map(int, sys.stdin.read().split()[1:])))\n`;
    const anyOrder = `import sys\n\nnumbers = open("/check/input.txt").read().split()[1:]\nanswer = open("/check/output.txt").read().split()\nsys.exit(0 if sorted(map(int, answer)) == sorted(map(int, numbers)) else 1)\n`;
    const accepted = (
      await check(
        { reference: python(sortingReference), checker: python(anyOrder) },
        { hand_tests: [{ input: '3\n3 1 2\n', output: '3 2 1\n', sample: true }] },
      )
    ).json();
    // The stated answer is another right one: kept as the expected output, and the checker accepts the reference's.
    assert.deepEqual(accepted.problems, []);
    assert.equal(accepted.tests[0].output_preview, '3 2 1\n');
    const withoutStatedOutput = (
      await check(
        { reference: python(sortingReference), checker: python(anyOrder) },
        { hand_tests: [{ input: '3\n3 1 2\n', output: null, sample: true }] },
      )
    ).json();
    assert.deepEqual(withoutStatedOutput.problems, []);
    assert.equal(withoutStatedOutput.passed, true);

    const descendingOnly = `import sys\n\nanswer = list(map(int, open("/check/output.txt").read().split()))\nsys.exit(0 if answer == sorted(answer, reverse=True) else 1)\n`;
    const rejecting = (
      await check(
        { reference: python(sortingReference), checker: python(descendingOnly) },
        { hand_tests: [{ input: '3\n3 1 2\n', output: null, sample: true }] },
      )
    ).json();
    assert.deepEqual(rejecting.problems, [
      "The checker rejects the reference solution's answer to hand-written test 1.",
    ]);
  });
});
