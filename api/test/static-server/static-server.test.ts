import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

type Env = Record<string, string | undefined>;
type Server = { server: import('node:http').Server; close: () => Promise<void> };
type StaticServerModule = {
  startShellServer(options: {
    port: number;
    distDir: string;
    env?: Env;
    production?: boolean;
    readRemotes: () => Promise<unknown>;
  }): Promise<Server>;
  startRemoteServer(options: { port: number; distDir: string }): Promise<Server>;
};
type DeployStateModule = {
  defaultRemotes(env: Env): Record<string, string>;
  composeRemotesDocument(options: { env: Env }): Promise<unknown>;
};

// The shell's server (shell/server, TypeScript run here by tsx) and the deploy scripts' plain ES
// modules, typed here by what the test uses.
const scriptsLib = new URL('../../../scripts/lib/', import.meta.url);
const { startRemoteServer, startShellServer }: StaticServerModule = await import(
  new URL('../../../shell/server/index.ts', import.meta.url).href
);
const { composeRemotesDocument, defaultRemotes }: DeployStateModule = await import(
  new URL('deploy-state.mjs', scriptsLib).href
);
type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A GET with any Host header (fetch would not let a test forge it). */
function get(server: Server, urlPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { port } = server.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path: urlPath, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  assert.ok(found, `the policy has ${name}: ${policy}`);
  return found.slice(1);
}

function assertCommonHeaders(answer: Answer) {
  assert.equal(answer.headers['x-content-type-options'], 'nosniff');
  assert.equal(answer.headers['x-frame-options'], 'DENY');
  assert.equal(answer.headers['referrer-policy'], 'strict-origin-when-cross-origin');
}

describe('app servers: security headers and remotes.json', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  const shellDist = path.join(root, 'shell');
  const remoteDist = path.join(root, 'feed-app');
  const emptyDeployDir = path.join(root, 'deploy');
  const servers: Server[] = [];
  let remotes: unknown = {
    'feed-app': 'http://feed.example:3001/mf-manifest.json',
    'practice-app': {
      manifest: 'https://practice.example/releases/7/mf-manifest.json',
      routes: ['/practice'],
    },
    api: 'https://api.example/v1',
  };
  let shell: Server;
  let productionShell: Server;
  let remote: Server;

  before(async () => {
    mkdirSync(path.join(shellDist, 'static/js'), { recursive: true });
    writeFileSync(
      path.join(shellDist, 'index.html'),
      '<!doctype html><script defer src="/static/js/main.js"></script>',
    );
    writeFileSync(path.join(shellDist, 'static/js/main.js'), 'console.log("shell")');
    mkdirSync(remoteDist, { recursive: true });
    writeFileSync(path.join(remoteDist, 'remoteEntry.js'), 'var feed_app = {};');
    writeFileSync(path.join(remoteDist, 'mf-manifest.json'), '{"id":"feed-app"}');
    writeFileSync(path.join(remoteDist, 'index.html'), '<!doctype html><div id="root"></div>');
    const env = { PUBLIC_API_URL: 'http://localhost:4555/v1' };
    shell = await startShellServer({ port: 0, distDir: shellDist, env, readRemotes: async () => remotes });
    productionShell = await startShellServer({
      port: 0,
      distDir: shellDist,
      env,
      production: true,
      readRemotes: async () => remotes,
    });
    remote = await startRemoteServer({ port: 0, distDir: remoteDist });
    servers.push(shell, productionShell, remote);
  });
  after(async () => {
    await Promise.all(servers.map((server) => server.close()));
    rmSync(root, { recursive: true, force: true });
  });

  it("the shell's pages allow scripts only from itself, the origins in remotes.json and the API", async () => {
    for (const page of ['/', '/practice/problem?id=1']) {
      const answer = await get(shell, page);
      assert.equal(answer.status, 200, page);
      assertCommonHeaders(answer);
      assert.equal(answer.headers['strict-transport-security'], undefined, 'no HSTS outside production');
      const policy = String(answer.headers['content-security-policy']);
      const allowed = [
        "'self'",
        'http://feed.example:3001',
        'https://practice.example',
        'https://api.example',
        'http://localhost:4555',
      ];
      assert.deepEqual(directive(policy, 'script-src').sort(), [...allowed].sort());
      assert.deepEqual(directive(policy, 'connect-src').sort(), [...allowed].sort());
      assert.deepEqual(directive(policy, 'worker-src'), ["'self'", 'blob:']);
      assert.deepEqual(directive(policy, 'frame-ancestors'), ["'none'"]);
      assert.deepEqual(directive(policy, 'object-src'), ["'none'"]);
      assert.doesNotMatch(policy, /unsafe-eval/);
      assert.doesNotMatch(directive(policy, 'script-src').join(' '), /unsafe-inline|\*/);
    }
  });

  it('the policy follows remotes.json when a deploy changes it', async () => {
    const saved = remotes;
    remotes = { 'feed-app': 'https://feed-v2.example/mf-manifest.json' };
    try {
      const policy = String((await get(shell, '/')).headers['content-security-policy']);
      assert.ok(directive(policy, 'script-src').includes('https://feed-v2.example'));
      assert.ok(!directive(policy, 'script-src').includes('http://feed.example:3001'));
    } finally {
      remotes = saved;
    }
  });

  it('every shell file and remotes.json carry the headers; HSTS only in production', async () => {
    const script = await get(shell, '/static/js/main.js');
    assertCommonHeaders(script);
    assert.match(String(script.headers['content-type']), /javascript/);
    const listed = await get(shell, '/remotes.json');
    assertCommonHeaders(listed);
    assert.equal(listed.headers['cache-control'], 'no-store');
    const production = await get(productionShell, '/');
    assertCommonHeaders(production);
    assert.match(String(production.headers['strict-transport-security']), /^max-age=31536000/);
  });

  it("a remote's server sends the headers with its scripts and manifest, CORS still open", async () => {
    const entry = await get(remote, '/remoteEntry.js', { origin: 'http://localhost:3000' });
    assertCommonHeaders(entry);
    assert.match(String(entry.headers['content-type']), /javascript/);
    assert.equal(entry.headers['access-control-allow-origin'], '*');
    assertCommonHeaders(await get(remote, '/mf-manifest.json'));
    const page = await get(remote, '/index.html');
    assert.deepEqual(directive(String(page.headers['content-security-policy']), 'frame-ancestors'), [
      "'none'",
    ]);
  });

  it('remotes.json ignores a forged Host header: its defaults come from configuration', async () => {
    const env = {
      DEPLOY_DIR: emptyDeployDir,
      FEED_APP_PORT: '3901',
      PRACTICE_APP_ORIGIN: 'https://practice.example',
    };
    // The origins the shell loads code from, when nothing is deployed: configuration only.
    assert.deepEqual(defaultRemotes(env), {
      'feed-app': 'http://localhost:3901/mf-manifest.json',
      'practice-app': 'https://practice.example/mf-manifest.json',
      'admin-app': 'http://localhost:3003/mf-manifest.json',
    });
    const configured = await startShellServer({
      port: 0,
      distDir: shellDist,
      env,
      readRemotes: () => composeRemotesDocument({ env }),
    });
    servers.push(configured);
    const bodies = new Set<string>();
    for (const host of ['evil.example', 'evil.example:3000', 'localhost:3000']) {
      const answer = await get(configured, '/remotes.json', { host });
      assert.equal(answer.status, 200);
      assert.doesNotMatch(answer.body, /evil/, host);
      bodies.add(answer.body);
      const policy = String((await get(configured, '/', { host })).headers['content-security-policy']);
      assert.doesNotMatch(policy, /evil/);
    }
    assert.equal(bodies.size, 1, 'the document does not depend on the Host header');
  });
});
