import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/database';
import { findTool } from '../../src/evaluator/languages/toolchain-lookup';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';
import { createProblem, evaluateCode } from './practice-fixtures';

const GO_HELLO = 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("hi")\n}\n';
const NOT_COUNTED = 'Your submission was not counted';

/** Runs `work` with environment variables changed, restoring them afterwards. */
async function withEnvironment(changes: Record<string, string>, work: () => Promise<void>): Promise<void> {
  const previous = Object.fromEntries(Object.keys(changes).map((name) => [name, process.env[name]]));
  Object.assign(process.env, changes);
  try {
    await work();
  } finally {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** A PATH holding every toolchain this machine has except go, as on a machine without golang-go. */
function pathWithoutGo(): string {
  const folder = mkdtempSync(join(tmpdir(), 'path-without-go-'));
  for (const tool of ['python3', 'node', 'g++', 'javac', 'java'] as const) {
    const found = findTool(tool);
    if (found) symlinkSync(found.path, join(folder, tool));
  }
  return folder;
}

async function submissionCount(test: TestApp, userId: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    test.app.db,
    sql`SELECT count(*)::int AS count FROM submissions WHERE user_id = ${userId}`,
  );
  return row?.count ?? -1;
}

describe('a language or sandbox the server lacks is the platform’s fault', { timeout: 60_000 }, () => {
  let test: TestApp;
  let learner: TestUser;
  let problemId: string;
  const folders: string[] = [];

  before(async () => {
    // One free evaluation a day: a refused submission that counted would use it up.
    test = await createTestApp({ FREE_EVALUATIONS_PER_DAY: '1', QUEUE_WORKER: 'off' });
    const admin = await signUp(test.app, 'admin@example.com');
    learner = await signUp(test.app, 'learner@example.com');
    problemId = await createProblem(test.app, admin);
  });
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  after(() => test.close());

  it('/v1/health names the language whose toolchain is missing from PATH, and why', async () => {
    const folder = pathWithoutGo();
    folders.push(folder);
    await withEnvironment({ PATH: folder }, async () => {
      const health = await test.app.inject({ method: 'GET', url: '/v1/health' });
      assert.equal(health.statusCode, 200);
      const { evaluator } = health.json();
      assert.deepEqual(evaluator.sandbox, { available: true });
      assert.deepEqual(evaluator.seccomp, { available: true });
      assert.deepEqual(evaluator.languages.go, {
        available: false,
        reason: 'the Go toolchain (go) is not installed on this server',
      });
      for (const language of ['python', 'javascript', 'typescript', 'java', 'cpp']) {
        assert.deepEqual(evaluator.languages[language], { available: true }, language);
      }
    });
  });

  it('a submission in a switched-off language gets 503, is not stored and does not use the daily limit', async () => {
    await withEnvironment({ EVALUATOR_DISABLED_LANGUAGES: 'go' }, async () => {
      const refused = await evaluateCode(test.app, learner, {
        problem_id: problemId,
        language: 'go',
        code: GO_HELLO,
      });
      assert.equal(refused.statusCode, 503);
      assert.equal(
        refused.json().message,
        `Go code cannot be evaluated on this server right now: Go is switched off on this server. ${NOT_COUNTED}; please choose another language.`,
      );
      assert.equal(await submissionCount(test, learner.id), 0);
      const health = (await test.app.inject({ method: 'GET', url: '/v1/health' })).json();
      assert.equal(health.evaluator.languages.go.available, false);
    });
    // The day's one free evaluation is still there for a language the server has.
    const accepted = await evaluateCode(test.app, learner, { problem_id: problemId });
    assert.equal(accepted.statusCode, 200);
    assert.equal(accepted.json().success, true);
    assert.equal(await submissionCount(test, learner.id), 1);
  });

  it('without the seccomp filter, /v1/health says so and every submission gets 503', async () => {
    const other = await signUp(test.app, 'other@example.com');
    await withEnvironment(
      { SANDBOX_SECCOMP_FILTER: join(tmpdir(), `missing-filter-${process.pid}.bpf`) },
      async () => {
        const { evaluator } = (await test.app.inject({ method: 'GET', url: '/v1/health' })).json();
        assert.equal(evaluator.seccomp.available, false);
        assert.match(
          evaluator.seccomp.reason,
          /seccomp filter .*missing-filter.* is missing .*prerequisites/,
        );
        assert.equal(evaluator.languages.python.available, false);
        assert.equal(evaluator.languages.python.reason, "the sandbox's seccomp filter is missing");

        const refused = await evaluateCode(test.app, other, { problem_id: problemId });
        assert.equal(refused.statusCode, 503);
        assert.equal(
          refused.json().message,
          `Code cannot be evaluated on this server right now: its code sandbox is not set up. ${NOT_COUNTED}; please try again later.`,
        );
        assert.equal(await submissionCount(test, other.id), 0);
      },
    );
  });
});
