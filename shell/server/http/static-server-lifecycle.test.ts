// The app servers' graceful stop and access log (lifecycle.ts, access-log.ts).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { startRemoteServer } from './static-server.ts';

const portOf = (server: FastifyInstance) => (server.server.address() as AddressInfo).port;

function get(
  server: FastifyInstance,
  urlPath: string,
  {
    agent,
    headers = {},
    port = portOf(server),
  }: { agent?: Agent; headers?: Record<string, string>; port?: number } = {},
) {
  return new Promise<{ status: number | undefined; headers: Record<string, string | string[] | undefined> }>(
    (resolve, reject) => {
      const outgoing = request({ host: '127.0.0.1', port, path: urlPath, headers, agent }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers }));
      });
      outgoing.on('error', reject);
      outgoing.end();
    },
  );
}

describe('app servers: graceful stop and access log', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'static-lifecycle-'));
  before(() => {
    mkdirSync(root, { recursive: true });
    writeFileSync(path.join(root, 'remoteEntry.js'), 'var feed_app = {};');
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('stays up through the drain period with readiness 503, then closes despite an idle keep-alive client', async () => {
    const server = await startRemoteServer({ port: 0, host: '127.0.0.1', distDir: root, accessLog: null });
    const agent = new Agent({ keepAlive: true });
    const port = portOf(server);
    try {
      assert.equal((await get(server, '/health/ready', { agent })).status, 200);
      const started = Date.now();
      const stopped = server.stopGracefully({ drainMs: 300, timeoutMs: 5_000 });
      const draining = await get(server, '/health/ready');
      assert.equal(draining.status, 503);
      const served = await get(server, '/remoteEntry.js');
      assert.equal(served.status, 200, 'new connections are still served while draining');
      assert.equal(served.headers.connection, 'close');
      await stopped;
      const took = Date.now() - started;
      assert.ok(took >= 300 && took < 5_000, `stopped after ${took} ms`);
      await assert.rejects(get(server, '/health/live', { port }), 'the port is closed after the stop');
    } finally {
      agent.destroy();
    }
  });

  it('writes one JSON line per request, with the caller’s request id', async () => {
    const lines: string[] = [];
    const server = await startRemoteServer({
      port: 0,
      host: '127.0.0.1',
      distDir: root,
      name: 'feed-app',
      accessLog: (line) => lines.push(line),
    });
    try {
      const answer = await get(server, '/remoteEntry.js', { headers: { 'x-request-id': 'edge-42' } });
      assert.equal(answer.headers['x-request-id'], 'edge-42');
      await get(server, '/missing.js');
      assert.equal(lines.length, 2);
      const [first, second] = lines.map((line) => JSON.parse(line));
      assert.equal(first.server, 'feed-app');
      assert.equal(first.request_id, 'edge-42');
      assert.equal(first.method, 'GET');
      assert.equal(first.url, '/remoteEntry.js');
      assert.equal(first.status, 200);
      assert.equal(typeof first.duration_ms, 'number');
      assert.equal(second.status, 404);
      assert.match(second.request_id, /^[0-9a-f-]{36}$/);
    } finally {
      await server.close();
    }
  });
});
