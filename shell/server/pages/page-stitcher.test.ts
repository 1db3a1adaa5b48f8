// The shell's pages with a remote release's markup (page-stitcher.ts), the release's prerender.json
// read through the release-file cache, and the page handler's caching headers.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import Fastify from 'fastify';
import { createPrerenderFetcher, type FetchPrerendered } from '../fetchers/prerender-fetcher.ts';
import { createStylesheetReader } from '../fetchers/stylesheet-reader.ts';
import {
  RELEASE_BASE_PLACEHOLDER,
  type PrerenderedRoute,
  type RemotePrerenderDocument,
} from '../protocol.ts';
import { TEMPLATE, fakeFetch, shellBuild } from '../testing/page-fixtures.ts';
import { createPageHandler } from './page-handler.ts';
import { jsonForScript } from './page-parts.ts';
import { createPageStitcher } from './page-stitcher.ts';
import { apiRequestUrl, ownerOf } from './release-urls.ts';

const RELEASE = 'http://localhost:3001/releases/20261125-1/';

function remotesDocument(entry = `${RELEASE}mf-manifest.json`) {
  return {
    apiBaseUrl: 'http://localhost:4000/v1',
    remotes: {
      'feed-app': {
        release: '20261125-1',
        entry,
        routes: [
          { path: '/', access: 'anyone', prerender: true },
          { path: '/settings', access: 'signed-in' },
          { path: '/blog/:slug', access: 'anyone' },
        ],
      },
    },
  };
}

const LANDING: PrerenderedRoute = {
  html: `<title>Job referrals · ReferralHub</title><!--$--><h1>Referrals &amp; more</h1><img src="${RELEASE_BASE_PLACEHOLDER}static/image/hero.png"/><!--/$-->`,
  css: ['static/css/async/h.css'],
  js: ['static/js/async/h.js'],
};

/** prerender.json of a release with these routes. */
const releaseDocument = (routes: Record<string, PrerenderedRoute>): RemotePrerenderDocument => ({
  remote: 'feed-app',
  routes,
});

let distDir: string;
let removeShellBuild: () => Promise<void>;
before(async () => {
  ({ dir: distDir, remove: removeShellBuild } = await shellBuild());
});
after(() => removeShellBuild());

/** A fetcher that answers from a table and counts the requests it was asked to make. */
function fakeFetcher(byUrl: Record<string, RemotePrerenderDocument>) {
  const asked: string[] = [];
  const fetchPrerendered: FetchPrerendered = async (url) => {
    asked.push(url);
    return byUrl[url] ?? null;
  };
  return { fetchPrerendered, asked };
}

describe('the shell page with a remote release’s markup', () => {
  test('stitches the live release’s screen into the layout, inside the Suspense markers', async () => {
    const { fetchPrerendered, asked } = fakeFetcher({
      [`${RELEASE}prerender.json`]: releaseDocument({ '/': LANDING }),
    });
    const pageFor = createPageStitcher({ distDir, fetchPrerendered });
    const page = await pageFor({ pathname: '/', remotesDocument: remotesDocument() });
    assert.deepEqual(asked, [`${RELEASE}prerender.json`]);
    assert.equal(page.prerendered, true);
    assert.ok(
      page.html.includes(
        `<div id="root"><header>ReferralHub</header><main id="main"><!--$--><!--$--><h1>Referrals &amp; more</h1>`,
      ),
    );
    // The remote's files resolve against its release, as its `auto` public path does in the browser.
    assert.ok(page.html.includes(`<img src="${RELEASE}static/image/hero.png"/>`));
    // The screen's title moves into the head instead of the template's.
    assert.ok(page.html.includes('<head><title>Job referrals · ReferralHub</title>'));
    assert.ok(!page.html.includes('<title>ReferralHub</title>'));
  });

  test('links the layout’s and the screen’s stylesheets and preloads the manifest, entry and screen chunks', async () => {
    const { fetchPrerendered } = fakeFetcher({
      [`${RELEASE}prerender.json`]: releaseDocument({ '/': LANDING }),
    });
    const { html } = await createPageStitcher({ distDir, fetchPrerendered })({
      pathname: '/',
      remotesDocument: remotesDocument(),
    });
    const head = html.slice(0, html.indexOf('</head>'));
    assert.ok(head.includes('<link rel="stylesheet" href="/static/css/async/layout.css">'));
    assert.ok(head.includes(`<link rel="stylesheet" href="${RELEASE}static/css/async/h.css">`));
    assert.ok(
      head.includes(
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="${RELEASE}mf-manifest.json">`,
      ),
    );
    assert.ok(head.includes(`<link rel="preload" as="script" href="${RELEASE}remoteEntry.js">`));
    assert.ok(head.includes(`<link rel="preload" as="script" href="${RELEASE}static/js/async/h.js">`));
  });

  test('puts the stylesheets in the page, each marked with its file’s address for the CSS loaders', async () => {
    const { fetchPrerendered } = fakeFetcher({
      [`${RELEASE}prerender.json`]: releaseDocument({ '/': LANDING }),
    });
    await mkdir(path.join(distDir, 'static/css/async'), { recursive: true });
    await writeFile(path.join(distDir, 'static/css/async/layout.css'), '.header{color:navy}');
    const asked: string[] = [];
    const fetchImpl = fakeFetch(async (url) => {
      asked.push(url);
      return url.endsWith('/h.css') ? new Response('.hero{margin:0}') : new Response('', { status: 404 });
    });
    const pageFor = createPageStitcher({
      distDir,
      fetchPrerendered,
      readStylesheet: createStylesheetReader({ fetchImpl }),
    });
    const { html } = await pageFor({ pathname: '/', remotesDocument: remotesDocument() });
    const head = html.slice(0, html.indexOf('</head>'));
    assert.ok(head.includes('<style data-href="/static/css/async/layout.css">.header{color:navy}</style>'));
    assert.ok(head.includes(`<style data-href="${RELEASE}static/css/async/h.css">.hero{margin:0}</style>`));
    assert.ok(!head.includes('rel="stylesheet"'));
    // Content-hashed files: read once, whatever the number of pages.
    await pageFor({ pathname: '/', remotesDocument: remotesDocument() });
    assert.deepEqual(asked, [`${RELEASE}static/css/async/h.css`]);
    await rm(path.join(distDir, 'static'), { recursive: true, force: true });
  });

  test('links a stylesheet it cannot put in the page as it is', async () => {
    const sheets: Record<string, string> = {
      'a.css': '.logo{background:url(../image/logo.png)}',
      'b.css': '@import "other.css";',
      'c.css': '.x::after{content:"</style><script>"}',
    };
    const screen = { ...LANDING, css: [...Object.keys(sheets), 'missing.css'] };
    const { fetchPrerendered } = fakeFetcher({
      [`${RELEASE}prerender.json`]: releaseDocument({ '/': screen }),
    });
    const fetchImpl = fakeFetch(async (url) => {
      const text = sheets[url.slice(RELEASE.length)];
      return text === undefined ? new Response('', { status: 404 }) : new Response(text);
    });
    const pageFor = createPageStitcher({
      distDir,
      fetchPrerendered,
      readStylesheet: createStylesheetReader({ fetchImpl }),
    });
    const { html } = await pageFor({ pathname: '/', remotesDocument: remotesDocument() });
    for (const file of [...Object.keys(sheets), 'missing.css', 'static/css/async/layout.css']) {
      const href = file.startsWith('static/') ? `/${file}` : `${RELEASE}${file}`;
      assert.ok(html.includes(`<link rel="stylesheet" href="${href}">`), file);
    }
    assert.equal(html.match(/<style/g), null);
  });

  test('preloads the first-screen API requests a screen declares, with the session cookie, only with its markup', async () => {
    const feed = { ...LANDING, requests: ['/referrals/job-openings?page=1&page_size=10&faang_level=yes'] };
    const { fetchPrerendered } = fakeFetcher({
      [`${RELEASE}prerender.json`]: releaseDocument({ '/': feed }),
    });
    const pageFor = createPageStitcher({ distDir, fetchPrerendered });
    const hint =
      '<link rel="preload" as="fetch" crossorigin="use-credentials" ' +
      'href="http://localhost:4000/v1/referrals/job-openings?page=1&amp;page_size=10&amp;faang_level=yes">';
    const visitor = await pageFor({ pathname: '/', remotesDocument: remotesDocument() });
    assert.ok(visitor.html.slice(0, visitor.html.indexOf('</head>')).includes(hint));
    // A signed-in browser asks for its own feed (its user id in the query), and a query changes
    // the first screen: a visitor's request would be fetched for nothing.
    for (const request of [
      { pathname: '/', cookie: 'referralhub-signed-in=1' },
      { pathname: '/', search: '?q=java' },
    ]) {
      const page = await pageFor({ ...request, remotesDocument: remotesDocument() });
      assert.ok(!page.html.includes('crossorigin="use-credentials"'));
    }
  });

  test('a declared request is only ever a path below the API’s base URL', () => {
    const api = 'http://localhost:4000/v1';
    assert.equal(
      apiRequestUrl(api, '/referrals/job-openings?page=1'),
      `${api}/referrals/job-openings?page=1`,
    );
    assert.equal(apiRequestUrl(`${api}/`, '/health'), `${api}/health`);
    for (const request of ['//evil.example/x', 'https://evil.example/x', 'referrals', '/../admin', 42]) {
      assert.equal(apiRequestUrl(api, request), null, String(request));
    }
    assert.equal(apiRequestUrl('javascript:alert(1)', '/x'), null);
    assert.equal(apiRequestUrl(undefined, '/x'), null);
  });

  test('carries remotes.json as a JSON block that cannot end its script element', async () => {
    const document = remotesDocument();
    document.apiBaseUrl = 'http://localhost:4000/v1?</script><script>alert(1)</script>';
    const { html } = await createPageStitcher({ distDir, fetchPrerendered: async () => null })({
      pathname: '/settings',
      remotesDocument: document,
    });
    const block = /<script type="application\/json" id="remotes-document">(.*?)<\/script>/.exec(html);
    assert.ok(block, 'no remotes-document block');
    assert.deepEqual(JSON.parse(block[1] ?? ''), document);
    assert.equal(html.match(/<script>/g), null);
    assert.equal(jsonForScript('</script>'), '"\\u003c/script\\u003e"');
  });

  test('sends no markup to a browser that says it is signed in (its release renders no member screen), nor for a URL with a query', async () => {
    const { fetchPrerendered, asked } = fakeFetcher({
      [`${RELEASE}prerender.json`]: releaseDocument({ '/': LANDING }),
    });
    const pageFor = createPageStitcher({ distDir, fetchPrerendered });
    for (const request of [
      { pathname: '/', cookie: 'theme=dark; referralhub-signed-in=1' },
      { pathname: '/', search: '?search=java' },
    ]) {
      const page = await pageFor({ ...request, remotesDocument: remotesDocument() });
      assert.equal(page.prerendered, false);
      assert.ok(page.html.includes('<div id="root"></div>'));
      // The manifest's hint still applies: the same remote renders the page in the browser.
      assert.ok(page.html.includes(`as="fetch" crossorigin="anonymous" href="${RELEASE}mf-manifest.json"`));
    }
    // Both looked: the release might render a member's screen, or the route a query of its own
    // (a job page's id; '/' declares none).
    assert.deepEqual(asked, [`${RELEASE}prerender.json`, `${RELEASE}prerender.json`]);
  });

  test('routes without prerender, unknown paths and an unreachable remote get the plain page', async () => {
    const { fetchPrerendered, asked } = fakeFetcher({});
    const pageFor = createPageStitcher({ distDir, fetchPrerendered });
    const settings = await pageFor({ pathname: '/settings', remotesDocument: remotesDocument() });
    assert.equal(settings.prerendered, false);
    assert.ok(settings.html.includes(`href="${RELEASE}mf-manifest.json"`));
    const unknown = await pageFor({ pathname: '/nowhere', remotesDocument: remotesDocument() });
    assert.ok(!unknown.html.includes('rel="preload"'));
    const down = await pageFor({ pathname: '/', remotesDocument: remotesDocument() });
    assert.equal(down.prerendered, false);
    assert.ok(down.html.includes('<div id="root"></div>'));
    // No script preload for a remote that did not answer: its failure would be handed to Retry.
    assert.ok(!down.html.includes('as="script"'));
    assert.deepEqual(asked, [`${RELEASE}prerender.json`]);
  });

  test('a new shell build in the served folder is used from the next page on', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'stitch-shell-'));
    try {
      await writeFile(path.join(folder, 'index.html'), TEMPLATE);
      const pageFor = createPageStitcher({ distDir: folder, fetchPrerendered: async () => null });
      assert.ok(
        (await pageFor({ pathname: '/', remotesDocument: remotesDocument() })).html.includes('index.js'),
      );
      // The next build, a minute later (its file time is what tells the builds apart).
      await writeFile(path.join(folder, 'index.html'), TEMPLATE.replace('index.js', 'index.next.js'));
      const later = new Date(Date.now() + 60_000);
      await utimes(path.join(folder, 'index.html'), later, later);
      const next = await pageFor({ pathname: '/', remotesDocument: remotesDocument() });
      assert.ok(next.html.includes('/static/js/index.next.js'));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  test('the owner of a path follows remotes.json, parameters included', () => {
    assert.equal(ownerOf(remotesDocument(), '/blog/any-article')?.route.path, '/blog/:slug');
    assert.equal(ownerOf(remotesDocument(), '/settings/')?.remote, 'feed-app');
    assert.equal(ownerOf(remotesDocument(), '/blog'), null);
    assert.equal(ownerOf({ remotes: { 'feed-app': { entry: 'not a url', routes: [] } } }, '/'), null);
  });
});

describe('reading a release’s prerender.json', () => {
  test('a release is read once; a build folder again after a few seconds; a failure is not kept for good', async () => {
    const calls: string[] = [];
    let answer: object | 'down' = { routes: {} };
    const fetchImpl = fakeFetch(async (url) => {
      calls.push(url);
      if (answer === 'down') throw new Error('ECONNREFUSED');
      return { ok: true, json: async () => answer };
    });
    const fetchPrerendered = createPrerenderFetcher({ fetchImpl, ttlMs: 0 });
    const release = `${RELEASE}prerender.json`;
    const build = 'http://localhost:3001/prerender.json';
    assert.deepEqual(await fetchPrerendered(release), { routes: {} });
    await fetchPrerendered(release);
    assert.deepEqual(calls, [release]);
    await fetchPrerendered(build);
    answer = 'down';
    assert.equal(await fetchPrerendered(build), null);
    answer = releaseDocument({ '/': LANDING });
    assert.deepEqual(await fetchPrerendered(build), answer);
    assert.deepEqual(calls, [release, build, build, build]);
  });
});

describe('the page handler', () => {
  test('answers no-cache with an ETag that varies with the cookie, and 304 for a current copy', async () => {
    const app = Fastify();
    let document = remotesDocument();
    const sendPage = createPageHandler({
      distDir,
      readRemotes: async () => document,
      fetchPrerendered: async () => releaseDocument({ '/': LANDING }),
    });
    app.get('/*', sendPage);
    try {
      const first = await app.inject({ url: '/' });
      assert.equal(first.statusCode, 200);
      assert.equal(first.headers['cache-control'], 'no-cache');
      assert.equal(first.headers.vary, 'cookie');
      assert.match(String(first.headers['content-type']), /^text\/html/);
      const etag = String(first.headers.etag);
      assert.match(etag, /^W\/".+"$/);

      const again = await app.inject({ url: '/', headers: { 'if-none-match': etag } });
      assert.equal(again.statusCode, 304);
      assert.equal(again.body, '');

      const signedIn = await app.inject({
        url: '/',
        headers: { 'if-none-match': etag, cookie: 'referralhub-signed-in=1' },
      });
      assert.equal(signedIn.statusCode, 200);

      // A deploy (another release in remotes.json) changes the page and so its ETag.
      document = remotesDocument('http://localhost:3001/releases/20261125-2/mf-manifest.json');
      const redeployed = await app.inject({ url: '/', headers: { 'if-none-match': etag } });
      assert.equal(redeployed.statusCode, 200);
      assert.notEqual(redeployed.headers.etag, etag);
    } finally {
      await app.close();
    }
  });
});
