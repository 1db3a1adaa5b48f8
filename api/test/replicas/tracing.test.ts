import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { waitFor } from '../helpers/wait-for';
import { freePort } from '../helpers/free-port.js';
import { startOtlpReceiver } from '../helpers/otlp-receiver';

const serverUrl = process.env.TEST_DATABASE_URL;
const apiFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const REFERENCE = readFileSync(
  new URL('../problem-bank/references/calm-stretch/level-1.py', import.meta.url),
  'utf8',
);

type Started = { name: string; child: ChildProcess; output: string[] };

function start(name: string, entry: string, env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: apiFolder,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { name, child, output };
}

async function stop(started: Started | undefined) {
  if (!started || started.child.exitCode !== null || started.child.signalCode !== null) return;
  const exited = new Promise((done) => started.child.once('exit', done));
  started.child.kill('SIGTERM');
  const timer = setTimeout(() => started.child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

describe(
  'one trace from the API request that submits code to the worker that evaluates it',
  { skip: serverUrl ? false : 'TEST_DATABASE_URL is not set', timeout: 400_000 },
  () => {
    const databaseName = `api_tracing_${process.pid}_${randomBytes(4).toString('hex')}`;
    let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
    let api: Started | undefined;
    let worker: Started | undefined;
    let apiUrl = '';
    let database: pg.Pool;

    before(async () => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${databaseName}`);
      await admin.end();
      const url = new URL(serverUrl!);
      url.pathname = `/${databaseName}`;
      database = new pg.Pool({ connectionString: url.toString(), max: 2 });
      receiver = await startOtlpReceiver();
      const port = await freePort();
      apiUrl = `http://127.0.0.1:${port}/v1`;
      const env = {
        NODE_ENV: 'development',
        API_HOST: '127.0.0.1',
        DATABASE_URL: url.toString(),
        AUTH_SECRET: randomBytes(24).toString('base64url'),
        DB_POOL_MAX: '3',
        QUEUE_POOL_MAX: '2',
        LOG_LEVEL: 'warn',
        // The standard variables, nothing of our own: the endpoint switches tracing on.
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_BSP_SCHEDULE_DELAY: '200',
      };
      api = start('api', 'src/server.ts', {
        ...env,
        API_PORT: String(port),
        PUBLIC_API_URL: apiUrl,
        QUEUE_WORKER: 'off',
      });
      await waitFor(
        'the API',
        async () => {
          if (api!.child.exitCode !== null) throw new Error(`the API exited:\n${api!.output.join('')}`);
          return (await fetch(`${apiUrl}/health/live`)).ok || undefined;
        },
        { timeoutMs: 180_000, intervalMs: 250 },
      );
      worker = start('worker', 'src/worker.ts', { ...env, OTEL_SERVICE_NAME: 'evaluation-worker' });
    });

    after(async () => {
      await Promise.all([stop(api), stop(worker)]);
      receiver?.close();
      await database?.end();
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
    });

    it('the worker’s evaluation span continues the trace the caller’s traceparent started', async (t) => {
      const post = async (path: string, body: object, headers: Record<string, string> = {}) => {
        const response = await fetch(`${apiUrl}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
        return { response, json: (await response.json()) as Record<string, unknown> };
      };
      const email = 'learner@example.com';
      await post('/referrals/send-otp', { email });
      const outbox = (await (await fetch(`${apiUrl}/dev/outbox?email=${email}`)).json()) as {
        messages: Array<{ text: string }>;
      };
      const code = /\b\d{4}\b/.exec(outbox.messages[0]?.text ?? '')?.[0];
      assert.ok(code, 'the sign-in code is in the outbox');
      assert.equal((await post('/referrals/verify-otp', { email, otp: code })).json.valid, true);
      const created = await post('/referrals/user', { email });
      const session = /referrals_session=[^;]+/.exec(created.response.headers.get('set-cookie') ?? '')?.[0];
      assert.ok(session, `signed up: ${JSON.stringify(created.json)}`);

      const { rows } = await database.query<{ id: string }>(
        "SELECT id FROM problems WHERE bank_slug = 'calm-stretch'",
      );
      // The caller's (a balancer's or a browser's) trace: the API's span must be its child.
      const traceId = randomBytes(16).toString('hex');
      const callerSpanId = randomBytes(8).toString('hex');
      const id = randomUUID();
      const submitBody = { id, problem_id: rows[0]!.id, level: 1, language: 'python', code: REFERENCE };
      // Submitting waits for the worker's heartbeat (a live worker that runs Python).
      const submitted = await waitFor(
        'a worker that runs Python',
        async () => {
          const answer = await post('/practice/evaluate-code', submitBody, {
            cookie: session,
            traceparent: `00-${traceId}-${callerSpanId}-01`,
          });
          return answer.response.status === 503 ? undefined : answer;
        },
        { timeoutMs: 180_000, intervalMs: 250 },
      ).catch((error: Error) => {
        throw new Error(`${error.message}\nworker:\n${worker!.output.join('')}`);
      });
      assert.equal(submitted.json.success, true, JSON.stringify(submitted.json));

      const inTrace = () => receiver.spans.filter((span) => span.traceId === traceId);
      const evaluation = await waitFor(
        'the worker’s evaluation span',
        async () => inTrace().find((span) => span.name === 'evaluate submission'),
        { timeoutMs: 240_000, intervalMs: 250 },
      );
      const request = inTrace().filter((span) => span.name === 'POST /v1/practice/evaluate-code');
      assert.equal(request.length > 0, true, 'the API exported its request span');
      const accepted = request.find((span) => span.spanId === evaluation.parentSpanId);
      assert.ok(accepted, 'the evaluation span is a child of the API request that stored the submission');
      assert.equal(accepted.parentSpanId, callerSpanId, 'the request span is a child of the caller’s span');
      assert.equal(accepted.service, 'referralhub-api');
      assert.equal(accepted.attributes['http.response.status_code'], 200);
      assert.equal(evaluation.service, 'evaluation-worker', 'OTEL_SERVICE_NAME names the worker');
      for (const span of [accepted, evaluation])
        assert.equal(
          span.contentType,
          'application/x-protobuf',
          'OTLP/HTTP sends protobuf unless told otherwise',
        );
      assert.equal(evaluation.attributes['submission.id'], id);
      const sandbox = await waitFor(
        'the sandbox run span',
        async () => inTrace().find((span) => span.name === 'sandbox run'),
        { timeoutMs: 30_000, intervalMs: 250 },
      );
      assert.equal(sandbox.parentSpanId, evaluation.spanId);
      // The trace as an operator would follow it (in the test's output).
      for (const span of [accepted, evaluation, sandbox])
        t.diagnostic(
          `trace ${traceId}: ${span.service} "${span.name}" span ${span.spanId} parent ${span.parentSpanId}`,
        );
    });
  },
);
