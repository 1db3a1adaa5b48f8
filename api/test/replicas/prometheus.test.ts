import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, buildWorkerApp } from '../../src/app';
import { startWorkerProbes } from '../../src/features/operations/worker-probes';
import { TEST_ENV } from '../helpers/test-app';
import { pollUntil } from '../helpers/wait-for';
import { freePort } from '../helpers/free-port.js';

const serverUrl = process.env.TEST_DATABASE_URL;
/** Debian's `prometheus` package (docs/OPERATIONS.md, "Metrics"). */
const PROMETHEUS = '/usr/bin/prometheus';

describe(
  'a real Prometheus scrapes an API replica and a worker',
  {
    skip: !serverUrl
      ? 'TEST_DATABASE_URL is not set'
      : !existsSync(PROMETHEUS)
        ? `${PROMETHEUS} is missing (apt-get install prometheus)`
        : false,
    timeout: 300_000,
  },
  () => {
    const databaseName = `prometheus_scrape_${process.pid}_${randomBytes(4).toString('hex')}`;
    const folder = mkdtempSync(join(tmpdir(), 'prometheus-'));
    let api: FastifyInstance;
    let worker: FastifyInstance;
    let workerProbes: Awaited<ReturnType<typeof startWorkerProbes>>;
    let prometheus: ChildProcess;
    let prometheusUrl: string;

    const query = async (expression: string) => {
      const response = await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(expression)}`);
      const body = (await response.json()) as {
        data: { result: Array<{ metric: Record<string, string>; value: [number, string] }> };
      };
      return body.data.result;
    };

    before(async () => {
      const server = new pg.Client({ connectionString: serverUrl });
      await server.connect();
      await server.query(`CREATE DATABASE ${databaseName}`);
      await server.end();
      const url = new URL(serverUrl!);
      url.pathname = `/${databaseName}`;
      const env = { ...TEST_ENV, DATABASE_URL: url.toString() };
      api = await buildApp({ env: { ...env, QUEUE_WORKER: 'off' }, migrate: true });
      await api.listen({ host: '127.0.0.1', port: 0 });
      worker = await buildWorkerApp({ env });
      await worker.ready();
      workerProbes = await startWorkerProbes(
        {
          accepting: () => true,
          dependencies: async () => {
            await worker.db.execute(sql`SELECT 1`);
          },
          metrics: async () => ({
            contentType: worker.metrics.registry.contentType,
            body: await worker.metrics.registry.metrics(),
          }),
        },
        '127.0.0.1',
        0,
      );
      const apiPort = (api.server.address() as { port: number }).port;
      writeFileSync(
        join(folder, 'prometheus.yml'),
        [
          'global:',
          '  scrape_interval: 1s',
          'scrape_configs:',
          '  - job_name: api',
          `    static_configs: [{ targets: ['127.0.0.1:${apiPort}'] }]`,
          '  - job_name: worker',
          `    static_configs: [{ targets: ['127.0.0.1:${workerProbes.port}'] }]`,
          '',
        ].join('\n'),
      );
      const port = await freePort();
      prometheusUrl = `http://127.0.0.1:${port}`;
      prometheus = spawn(
        PROMETHEUS,
        [
          `--config.file=${join(folder, 'prometheus.yml')}`,
          `--storage.tsdb.path=${join(folder, 'data')}`,
          `--web.listen-address=127.0.0.1:${port}`,
        ],
        { stdio: 'ignore' },
      );
    });
    after(async () => {
      prometheus?.kill('SIGTERM');
      await workerProbes?.close();
      await worker?.close();
      await api?.close();
      rmSync(folder, { recursive: true, force: true });
      const server = new pg.Client({ connectionString: serverUrl });
      await server.connect();
      await server.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await server.end();
    });

    it('a query returns the HTTP histogram of the API and the queue depth of the worker', async (t) => {
      for (let count = 0; count < 3; count++) {
        assert.equal(
          (await api.inject({ method: 'GET', url: '/v1/referrals/job-openings?page_size=1' })).statusCode,
          200,
        );
      }
      // Prometheus scrapes on its own schedule: ask until both series are there.
      const [histogram, depth] = await pollUntil(
        () =>
          Promise.all([
            query(
              'sum by (route, status_code) (http_request_duration_seconds_count{job="api",route="/v1/referrals/job-openings"})',
            ).catch(() => []),
            query('queue_depth{job="worker"}').catch(() => []),
          ]),
        ([histogramSeries, depthSeries]) => histogramSeries.length > 0 && depthSeries.length > 0,
        { timeoutMs: 120_000, intervalMs: 1_000 },
      );
      // The answers as an operator would read them (in the test's output).
      t.diagnostic(`prometheus: ${JSON.stringify({ histogram, depth })}`);
      assert.equal(histogram.length, 1, 'the histogram series was scraped');
      assert.equal(histogram[0]!.metric.status_code, '200');
      assert.equal(histogram[0]!.value[1], '3');
      assert.equal(depth.length, 1, 'the worker was scraped');
      assert.equal(depth[0]!.value[1], '0');
    });
  },
);
