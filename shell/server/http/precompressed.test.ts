// The serving rules of the app servers, on a fake build folder compressed the way a build does it:
// the encoding the browser accepts, written at build time; hashed files cached for good; entry
// files revalidated with their ETag.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE, REVALIDATE, writePrecompressed } from './precompressed.ts';
import { startRemoteServer, startShellServer } from './static-server.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'precompressed-'));
const remoteDist = path.join(root, 'remote');
const releasesDir = path.join(root, 'releases');
const shellDist = path.join(root, 'shell');

// Text that compresses well and is above the size limit, like a real chunk.
const chunk = `export const screens = {};\n${'console.log("a line of a bundled module");\n'.repeat(200)}`;
const manifest = JSON.stringify({ name: 'feed_app', shared: [], padding: 'x'.repeat(2000) });

function writeBuild(dir: string, files: Record<string, string | Buffer>) {
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
}

let remote: FastifyInstance;
let shell: FastifyInstance;

before(async () => {
  writeBuild(remoteDist, {
    'static/js/screen.3f2a1c.js': chunk,
    'static/image/logo.1a2b.png': Buffer.alloc(4096, 7),
    'remoteEntry.js': chunk,
    'mf-manifest.json': manifest,
    'routes.json': '{"remote":"feed-app","routes":[]}',
  });
  writeBuild(path.join(releasesDir, '20261125-120000-abcd'), { 'static/js/screen.99.js': chunk });
  writeBuild(shellDist, { 'index.html': `<!doctype html><html lang="en">${' '.repeat(2000)}</html>` });
  for (const dir of [remoteDist, releasesDir, shellDist]) await writePrecompressed(dir);
  remote = await startRemoteServer({ port: 0, distDir: remoteDist, releasesDir });
  shell = await startShellServer({
    port: 0,
    distDir: shellDist,
    env: {},
    readRemotes: async () => ({ apiBaseUrl: 'http://localhost:4000/v1', remotes: {} }),
  });
});

after(async () => {
  await Promise.all([remote?.close(), shell?.close()]);
  rmSync(root, { recursive: true, force: true });
});

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('writePrecompressed', () => {
  test('writes brotli and gzip beside text files, and leaves images and tiny files alone', () => {
    assert.ok(existsSync(path.join(remoteDist, 'static/js/screen.3f2a1c.js.br')));
    assert.ok(existsSync(path.join(remoteDist, 'static/js/screen.3f2a1c.js.gz')));
    assert.ok(existsSync(path.join(remoteDist, 'mf-manifest.json.br')));
    assert.ok(!existsSync(path.join(remoteDist, 'static/image/logo.1a2b.png.br')));
    assert.ok(!existsSync(path.join(remoteDist, 'routes.json.br')), 'under 1 KB: not worth it');
    const plain = statSync(path.join(remoteDist, 'remoteEntry.js')).size;
    assert.ok(statSync(path.join(remoteDist, 'remoteEntry.js.br')).size < plain / 10);
  });
});

describe('encodings', () => {
  test('a browser that accepts brotli gets the brotli file, marked as varying by Accept-Encoding', async () => {
    const response = await get(remote, '/static/js/screen.3f2a1c.js', {
      'accept-encoding': 'gzip, deflate, br',
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.match(String(response.headers['content-type']), /javascript/);
    assert.match(String(response.headers.vary), /accept-encoding/i);
    assert.equal(zlib.brotliDecompressSync(response.rawPayload).toString(), chunk);
  });

  test('a client that accepts only gzip gets the gzip file', async () => {
    const response = await get(remote, '/remoteEntry.js', { 'accept-encoding': 'gzip' });
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(response.rawPayload).toString(), chunk);
  });

  test('a client that accepts no encoding gets the plain file', async () => {
    const response = await get(remote, '/remoteEntry.js');
    assert.equal(response.headers['content-encoding'], undefined);
    assert.equal(response.payload, chunk);
    assert.match(String(response.headers.vary), /accept-encoding/i);
  });

  test('an image is sent as it is, whatever the client accepts', async () => {
    const response = await get(remote, '/static/image/logo.1a2b.png', { 'accept-encoding': 'br, gzip' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], undefined);
    assert.equal(response.rawPayload.length, 4096);
  });

  test('a released version is served compressed under /releases/', async () => {
    const response = await get(remote, '/releases/20261125-120000-abcd/static/js/screen.99.js', {
      'accept-encoding': 'br',
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.equal(response.headers['cache-control'], IMMUTABLE);
  });

  test('asking for the compressed file by name or for a missing file is a 404, not another file', async () => {
    assert.equal((await get(remote, '/static/js/missing.js', { 'accept-encoding': 'br' })).statusCode, 404);
  });
});

describe('caching', () => {
  test('hashed files are immutable for a year', async () => {
    const response = await get(remote, '/static/js/screen.3f2a1c.js', { 'accept-encoding': 'br' });
    assert.equal(response.headers['cache-control'], IMMUTABLE);
  });

  for (const entry of ['/remoteEntry.js', '/mf-manifest.json', '/routes.json']) {
    test(`${entry} is revalidated on every load and answers 304 to its ETag`, async () => {
      const first = await get(remote, entry, { 'accept-encoding': 'br, gzip' });
      assert.equal(first.statusCode, 200);
      assert.equal(first.headers['cache-control'], REVALIDATE);
      assert.ok(first.headers.etag, 'an ETag to revalidate with');
      const again = await get(remote, entry, {
        'accept-encoding': 'br, gzip',
        'if-none-match': String(first.headers.etag),
      });
      assert.equal(again.statusCode, 304);
      assert.equal(again.rawPayload.length, 0);
    });
  }

  test('the brotli and the plain file carry different ETags (different bytes)', async () => {
    const br = await get(remote, '/mf-manifest.json', { 'accept-encoding': 'br' });
    const plain = await get(remote, '/mf-manifest.json');
    assert.notEqual(br.headers.etag, plain.headers.etag);
  });

  test("the shell's page, at / and at a deep link, is compressed, revalidated and has an ETag", async () => {
    for (const url of ['/', '/blog/some-article']) {
      const response = await get(shell, url, { 'accept-encoding': 'gzip, deflate, br' });
      assert.equal(response.statusCode, 200, url);
      assert.match(String(response.headers['content-type']), /text\/html/);
      assert.equal(response.headers['content-encoding'], 'br', url);
      assert.equal(response.headers['cache-control'], REVALIDATE, url);
      assert.ok(response.headers.etag, url);
      assert.ok(response.headers['content-security-policy'], url);
    }
  });

  test('remotes.json is never stored', async () => {
    const response = await get(shell, '/remotes.json');
    assert.equal(response.headers['cache-control'], 'no-store');
  });
});
