import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import Fastify from 'fastify';
import {
  RELEASE_BASE_PLACEHOLDER,
  SCREEN_SLOT,
  apiRequestUrl,
  createFirstScreenRenderer,
  createPageHandler,
  createPageStitcher,
  createPrerenderFetcher,
  createStylesheetReader,
  jsonForScript,
  ownerOf,
  releaseFileUrl,
} from './prerender-stitch.mjs';
import { startRemoteServer } from './static-server.mjs';

const TEMPLATE = `<!doctype html><html lang="en"><head><title>ReferralHub</title><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>`;
const LAYOUT = `<header>ReferralHub</header><main id="main">${SCREEN_SLOT}</main>`;
const MEMBER_LAYOUT = `<header>ReferralHub <button>Menu</button></header><main id="main">${SCREEN_SLOT}</main>`;
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

const LANDING = {
  html: `<title>Job referrals · ReferralHub</title><!--$--><h1>Referrals &amp; more</h1><img src="${RELEASE_BASE_PLACEHOLDER}static/image/hero.png"/><!--/$-->`,
  css: ['static/css/async/h.css'],
  js: ['static/js/async/h.js'],
};

let distDir;
before(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'stitch-'));
  await writeFile(path.join(distDir, 'index.html'), TEMPLATE);
  await writeFile(
    path.join(distDir, 'prerender.json'),
    JSON.stringify({ layout: LAYOUT, memberLayout: MEMBER_LAYOUT, css: ['static/css/async/layout.css'] }),
  );
});
after(() => rm(distDir, { recursive: true, force: true }));

/** A fetcher that answers from a table and counts the requests it was asked to make. */
function fakeFetcher(byUrl) {
  const asked = [];
  const fetchPrerendered = async (url) => {
    asked.push(url);
    return byUrl[url] ?? null;
  };
  return { fetchPrerendered, asked };
}

describe('the shell page with a remote release’s markup', () => {
  test('stitches the live release’s screen into the layout, inside the Suspense markers', async () => {
    const { fetchPrerendered, asked } = fakeFetcher({
      [`${RELEASE}prerender.json`]: { routes: { '/': LANDING } },
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
    const { fetchPrerendered } = fakeFetcher({ [`${RELEASE}prerender.json`]: { routes: { '/': LANDING } } });
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
    const { fetchPrerendered } = fakeFetcher({ [`${RELEASE}prerender.json`]: { routes: { '/': LANDING } } });
    await mkdir(path.join(distDir, 'static/css/async'), { recursive: true });
    await writeFile(path.join(distDir, 'static/css/async/layout.css'), '.header{color:navy}');
    const asked = [];
    const fetchImpl = async (url) => {
      asked.push(url);
      return url.endsWith('/h.css') ? new Response('.hero{margin:0}') : new Response('', { status: 404 });
    };
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
    const sheets = {
      'a.css': '.logo{background:url(../image/logo.png)}',
      'b.css': '@import "other.css";',
      'c.css': '.x::after{content:"</style><script>"}',
    };
    const screen = { ...LANDING, css: [...Object.keys(sheets), 'missing.css'] };
    const { fetchPrerendered } = fakeFetcher({ [`${RELEASE}prerender.json`]: { routes: { '/': screen } } });
    const fetchImpl = async (url) => {
      const text = sheets[url.slice(RELEASE.length)];
      return text === undefined ? new Response('', { status: 404 }) : new Response(text);
    };
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
    const { fetchPrerendered } = fakeFetcher({ [`${RELEASE}prerender.json`]: { routes: { '/': feed } } });
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
    assert.deepEqual(JSON.parse(block[1]), document);
    assert.equal(html.match(/<script>/g), null);
    assert.equal(jsonForScript('</script>'), '"\\u003c/script\\u003e"');
  });

  test('sends no markup to a browser that says it is signed in (its release renders no member screen), nor for a URL with a query', async () => {
    const { fetchPrerendered, asked } = fakeFetcher({
      [`${RELEASE}prerender.json`]: { routes: { '/': LANDING } },
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
    // Only the signed-in page looked: its release might have rendered a member's screen.
    assert.deepEqual(asked, [`${RELEASE}prerender.json`]);
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
      await new Promise((resolve) => setTimeout(resolve, 20));
      await writeFile(path.join(folder, 'index.html'), TEMPLATE.replace('index.js', 'index.next.js'));
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
    const calls = [];
    let answer = { routes: {} };
    const fetchImpl = async (url) => {
      calls.push(url);
      if (answer === 'down') throw new Error('ECONNREFUSED');
      return { ok: true, json: async () => answer };
    };
    const fetchPrerendered = createPrerenderFetcher({ fetchImpl, ttlMs: 0 });
    const release = `${RELEASE}prerender.json`;
    const build = 'http://localhost:3001/prerender.json';
    assert.deepEqual(await fetchPrerendered(release), { routes: {} });
    await fetchPrerendered(release);
    assert.deepEqual(calls, [release]);
    await fetchPrerendered(build);
    answer = 'down';
    assert.equal(await fetchPrerendered(build), null);
    answer = { routes: { '/': LANDING } };
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
      fetchPrerendered: async () => ({ routes: { '/': LANDING } }),
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

describe('a route rendered with its data at request time by the release’s render bundle', () => {
  const FEED_RELEASE = 'http://localhost:3001/releases/20261126-1/';
  const SKELETON = {
    html: '<title>Referral openings · ReferralHub</title><h1>Referral openings</h1><ul aria-busy="true"></ul>',
    css: ['static/css/async/feed.css'],
    js: ['static/js/async/feed.js'],
    requests: ['/referrals/job-openings?page=1&page_size=10&faang_level=yes'],
    firstScreenData: true,
  };
  // What each fake release's server/render.mjs does (the worker gives it `fetch` and nothing else).
  const BUNDLES = {
    cards: `export const renderFirstScreen = async (input) => {
      const { pattern, url, apiBaseUrl } = JSON.parse(input);
      const response = await fetch(apiBaseUrl + '/referrals/job-openings?page=1', { credentials: 'include' });
      const { title } = await response.json();
      const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      return {
        html: '<title>Referral openings · ReferralHub</title><h1>Referral openings</h1><ul><li><h2>' + escaped + '</h2></li></ul>',
        state: { mutations: [], queries: [{ queryKey: ['job-openings', pattern, url], state: { data: { title } } }] },
      };
    };`,
    throws: `export const renderFirstScreen = async () => { throw new Error('the screen broke'); };`,
    hangs: `export const renderFirstScreen = () => { for (;;) {} };`,
    neverAnswers: `export const renderFirstScreen = () => new Promise(() => {});`,
    leavesTheApi: `export const renderFirstScreen = async () => { await fetch('http://127.0.0.1:9/steal'); return { html: 'x', state: { queries: [] } }; };`,
    crashesOnLoad: `throw new Error('cannot load');`,
    // Far beyond the worker's memory limit while loading: the thread dies without a word.
    outOfMemory: `const kept = []; for (;;) kept.push(new Array(1e6).fill(Math.random()));`,
    // Quick the first time, then slower than a page waits.
    counter: `let renders = 0;
    export const renderFirstScreen = async () => {
      renders += 1;
      if (renders > 1) await new Promise((resolve) => setTimeout(resolve, 500));
      return { html: '<h1>Referral openings</h1><p>render ' + renders + '</p>', state: { mutations: [], queries: [] } };
    };`,
    // A release whose bundle takes a second to load (a large bundle on a busy machine).
    slowStart: `await new Promise((resolve) => setTimeout(resolve, 1000));
    export const renderFirstScreen = async () =>
      ({ html: '<h1>Referral openings</h1><p>started</p>', state: { mutations: [], queries: [] } });`,
    // Says whom it rendered for, as the real bundle's session store would.
    audiences: `export const renderFirstScreen = async (input) => {
      const { pattern, apiBaseUrl, audience = 'visitor' } = JSON.parse(input);
      const response = await fetch(apiBaseUrl + '/referrals/job-openings?page=1');
      const { title } = await response.json();
      return {
        html: '<title>Referral openings · ReferralHub</title><h1>' + pattern + ' for ' + audience + '</h1><h2>' + title.replace(/</g, '&lt;') + '</h2>',
        state: { mutations: [], queries: [{ queryKey: ['job-openings', audience], state: { data: { title } } }] },
      };
    };`,
    memberThrows: `export const renderFirstScreen = async (input) => {
      if (JSON.parse(input).audience === 'member') throw new Error('the member screen broke');
      return { html: '<h1>Referral openings</h1><p>for visitors</p>', state: { mutations: [], queries: [] } };
    };`,
    slow: `export const renderFirstScreen = async () => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      return { html: '<h1>Referral openings</h1><p>rendered late</p>', state: { mutations: [], queries: [] } };
    };`,
  };
  const TITLE = 'Backend engineer </script><script>alert(1)</script>';

  let api;
  let apiBaseUrl;
  const apiRequests = [];
  before(async () => {
    api = Fastify();
    api.get('/v1/referrals/job-openings', async (request) => {
      apiRequests.push({ url: request.url, cookie: request.headers.cookie });
      return { title: TITLE };
    });
    await api.listen({ port: 0, host: '127.0.0.1' });
    apiBaseUrl = `http://127.0.0.1:${api.server.address().port}/v1`;
  });
  after(() => api.close());

  /** remotes.json with feed-app's release at `release`, whose prerender.json routes /feed to the skeleton. */
  function feedDocument(release = FEED_RELEASE) {
    return {
      apiBaseUrl,
      remotes: {
        'feed-app': {
          entry: `${release}mf-manifest.json`,
          routes: [
            { path: '/', access: 'anyone', prerender: true },
            { path: '/feed', access: 'anyone', prerender: true },
          ],
        },
      },
    };
  }

  const LANDING = { html: '<h1>Job referrals</h1>', css: [], js: [] };

  /**
   * A stitcher whose releases (by name) serve BUNDLES[name] as server/render.mjs. Pages wait up to
   * 5 s for a render unless a test is about that wait: starting a worker on a loaded CI machine can
   * take longer than the 300 ms a page waits in production.
   */
  function stitcherWith({
    routes = { '/': LANDING, '/feed': SKELETON },
    shellDir = distDir,
    ...options
  } = {}) {
    const bundleRequests = [];
    const fetchImpl = async (url) => {
      bundleRequests.push(url);
      // A release named `cards-2` is another release of the `cards` bundle.
      const name = /\/releases\/([A-Za-z]+)[^/]*\/server\/render\.mjs$/.exec(url)?.[1];
      return BUNDLES[name] === undefined
        ? new Response('Not found', { status: 404 })
        : new Response(BUNDLES[name], { status: 200 });
    };
    const renderer = createFirstScreenRenderer({ fetchImpl, timeoutMs: 5000, ...options });
    const fetchPrerendered = async (url) =>
      url.endsWith('/prerender.json') ? { remote: 'feed-app', server: 'server/render.mjs', routes } : null;
    const pageFor = createPageStitcher({
      distDir: shellDir,
      fetchPrerendered,
      renderFirstScreen: renderer.render,
    });
    return { pageFor, renderer, bundleRequests };
  }

  const releaseOf = (name) => `http://localhost:3001/releases/${name}/`;
  const stateBlock = (html) =>
    /<script type="application\/json" id="query-state">(.*?)<\/script>/s.exec(html)?.[1] ?? null;

  test('a visitor’s page holds the rendered cards and their query state, which cannot close its script element', async () => {
    const { pageFor, renderer } = stitcherWith();
    try {
      apiRequests.length = 0;
      const page = await pageFor({
        pathname: '/feed',
        cookie: 'theme=dark',
        remotesDocument: feedDocument(releaseOf('cards')),
      });
      assert.equal(page.prerendered, true);
      assert.ok(
        mainOf(page.html).includes(
          '<h2>Backend engineer &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h2>',
        ),
      );
      const block = stateBlock(page.html);
      assert.ok(block, 'no query-state block');
      assert.ok(!block.includes('</script>'));
      assert.deepEqual(JSON.parse(block).queries[0].state.data, { title: TITLE });
      // One <script> element per block: the title did not open one of its own.
      assert.equal(page.html.match(/<script>/g), null);
      // The data came with the page: no preload of the request the browser will not make, and the
      // screen's scripts do not compete with its first paint.
      assert.ok(!page.html.includes('crossorigin="use-credentials"'));
      assert.ok(!page.html.includes('as="script"'));
      assert.ok(
        page.html.includes(`<link rel="stylesheet" href="${releaseOf('cards')}static/css/async/feed.css">`),
      );
      // The render asked the API anonymously, whatever the visitor's browser sent.
      assert.deepEqual(apiRequests, [{ url: '/v1/referrals/job-openings?page=1', cookie: undefined }]);
    } finally {
      await renderer.close();
    }
  });

  test('pages asking within a few seconds reuse one render; a new release renders again', async () => {
    const { pageFor, renderer, bundleRequests } = stitcherWith();
    try {
      apiRequests.length = 0;
      const pages = await Promise.all(
        [1, 2, 3].map(() =>
          pageFor({ pathname: '/feed', remotesDocument: feedDocument(releaseOf('cards')) }),
        ),
      );
      await pageFor({ pathname: '/feed', remotesDocument: feedDocument(releaseOf('cards')) });
      assert.ok(pages.every((page) => stateBlock(page.html)));
      assert.equal(apiRequests.length, 1);
      assert.deepEqual(bundleRequests, [`${releaseOf('cards')}server/render.mjs`]);
      const redeployed = await pageFor({
        pathname: '/feed',
        remotesDocument: feedDocument(releaseOf('cards-2')),
      });
      assert.ok(stateBlock(redeployed.html));
      assert.equal(apiRequests.length, 2);
    } finally {
      await renderer.close();
    }
  });

  test('a build folder’s bundle and prerender.json are revalidated with their ETag, not sent again, until they change', async () => {
    const buildDir = await mkdtemp(path.join(tmpdir(), 'remote-build-'));
    await mkdir(path.join(buildDir, 'server'));
    await writeFile(path.join(buildDir, 'server', 'render.mjs'), BUNDLES.audiences);
    await writeFile(path.join(buildDir, 'prerender.json'), JSON.stringify({ routes: { '/feed': SKELETON } }));
    const remote = await startRemoteServer({ port: 0, host: '127.0.0.1', distDir: buildDir });
    const origin = `http://127.0.0.1:${remote.server.address().port}`;
    // The real fetch against the real static server: what each file's requests were answered with.
    const answers = [];
    const fetchImpl = async (url, init) => {
      const response = await fetch(url, init);
      answers.push(`${new URL(url).pathname} ${response.status}`);
      return response;
    };
    const renderer = createFirstScreenRenderer({
      fetchImpl,
      timeoutMs: 5000,
      bundleTtlMs: 0,
      cacheMs: 0,
      maxStaleMs: 0,
    });
    const fetchPrerendered = createPrerenderFetcher({ fetchImpl, ttlMs: 0 });
    const request = {
      bundleUrl: `${origin}/server/render.mjs`,
      pattern: '/feed',
      url: '/feed',
      apiBaseUrl,
    };
    try {
      for (let page = 0; page < 2; page += 1) {
        assert.deepEqual(await fetchPrerendered(`${origin}/prerender.json`), {
          routes: { '/feed': SKELETON },
        });
        assert.match((await renderer.render(request)).html, /<h1>\/feed for visitor<\/h1>/);
      }
      assert.deepEqual(answers, [
        '/prerender.json 200',
        '/server/render.mjs 200',
        '/prerender.json 304',
        '/server/render.mjs 304',
      ]);

      // A rebuild: the changed files are read again and used.
      answers.length = 0;
      await new Promise((resolve) => setTimeout(resolve, 10));
      await writeFile(path.join(buildDir, 'server', 'render.mjs'), BUNDLES.memberThrows);
      await writeFile(path.join(buildDir, 'prerender.json'), JSON.stringify({ routes: {} }));
      assert.deepEqual(await fetchPrerendered(`${origin}/prerender.json`), { routes: {} });
      assert.match((await renderer.render(request)).html, /<p>for visitors<\/p>/);
      assert.deepEqual(answers, ['/prerender.json 200', '/server/render.mjs 200']);
    } finally {
      await renderer.close();
      await remote.close();
      await rm(buildDir, { recursive: true, force: true });
    }
  });

  test('a signed-in browser (its release renders no member screen) or a URL with a query gets no rendered data', async () => {
    const { pageFor, renderer, bundleRequests } = stitcherWith();
    try {
      for (const request of [
        { pathname: '/feed', cookie: 'referralhub-signed-in=1' },
        { pathname: '/feed', search: '?q=java' },
      ]) {
        const page = await pageFor({ ...request, remotesDocument: feedDocument(releaseOf('cards')) });
        assert.equal(page.prerendered, false);
        assert.equal(stateBlock(page.html), null);
      }
      assert.deepEqual(bundleRequests, []);
    } finally {
      await renderer.close();
    }
  });

  for (const [name, what] of [
    ['throws', 'a render that throws'],
    ['hangs', 'a render stuck in a loop'],
    ['neverAnswers', 'a render that never answers'],
    ['leavesTheApi', 'a render that calls anything but the API'],
    ['crashesOnLoad', 'a bundle that fails to load'],
    ['outOfMemory', 'a bundle that runs out of memory while loading'],
    ['missing', 'a release without its bundle'],
  ]) {
    test(`${what} yields the skeleton page with the first request’s preload, promptly`, async () => {
      const { pageFor, renderer } = stitcherWith({ timeoutMs: 300 });
      try {
        const started = performance.now();
        const page = await pageFor({ pathname: '/feed', remotesDocument: feedDocument(releaseOf(name)) });
        const waited = performance.now() - started;
        assert.equal(page.prerendered, true);
        assert.ok(mainOf(page.html).includes('<ul aria-busy="true"></ul>'), 'not the skeleton');
        assert.equal(stateBlock(page.html), null);
        assert.ok(page.html.includes('crossorigin="use-credentials"'), 'no preload of the first request');
        assert.ok(
          page.html.includes(
            `<link rel="preload" as="script" href="${releaseOf(name)}static/js/async/feed.js">`,
          ),
        );
        // The page waits 300 ms at most, whatever is left to do (a loaded machine adds a little).
        assert.ok(waited < 1000, `the page waited ${Math.round(waited)} ms`);
        // The failure is remembered for a few seconds: the next page does not wait again.
        const again = performance.now();
        await pageFor({ pathname: '/feed', remotesDocument: feedDocument(releaseOf(name)) });
        assert.ok(performance.now() - again < 100);
      } finally {
        await renderer.close();
      }
    });
  }

  test('a render slower than the page’s wait still finishes, and serves the next pages', async () => {
    const { pageFor, renderer } = stitcherWith({ timeoutMs: 300, graceMs: 2000 });
    try {
      const first = await pageFor({ pathname: '/feed', remotesDocument: feedDocument(releaseOf('slow')) });
      assert.ok(mainOf(first.html).includes('<ul aria-busy="true"></ul>'), 'not the skeleton');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const next = await pageFor({ pathname: '/feed', remotesDocument: feedDocument(releaseOf('slow')) });
      assert.ok(mainOf(next.html).includes('<p>rendered late</p>'));
      assert.ok(stateBlock(next.html));
    } finally {
      await renderer.close();
    }
  });

  test('the first page after a deploy does not wait for the release’s worker to start; the next pages get its render', async () => {
    const { pageFor, renderer } = stitcherWith({ timeoutMs: 300 });
    const feed = () => pageFor({ pathname: '/feed', remotesDocument: feedDocument(releaseOf('slowStart')) });
    try {
      const started = performance.now();
      const first = await feed();
      const waited = performance.now() - started;
      assert.ok(waited < 1000, `the first page waited ${Math.round(waited)} ms for the worker`);
      assert.ok(mainOf(first.html).includes('<ul aria-busy="true"></ul>'), 'not the skeleton');
      let next = first;
      for (let attempt = 0; attempt < 50 && !mainOf(next.html).includes('<p>started</p>'); attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        next = await feed();
      }
      assert.ok(mainOf(next.html).includes('<p>started</p>'), 'the started worker never served a page');
      assert.ok(stateBlock(next.html));
    } finally {
      await renderer.close();
    }
  });

  test('a visitor on another page of the release starts its data screens’ renders, so the first /feed has its cards', async () => {
    const { pageFor, renderer } = stitcherWith({ timeoutMs: 300 });
    const document = feedDocument(releaseOf('slowStart'));
    try {
      const landing = await pageFor({ pathname: '/', remotesDocument: document });
      assert.ok(mainOf(landing.html).includes('<h1>Job referrals</h1>'));
      assert.equal(stateBlock(landing.html), null);
      // The worker takes a second to start; the landing's page did not wait for it.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const feed = await pageFor({ pathname: '/feed', remotesDocument: document });
      assert.ok(mainOf(feed.html).includes('<p>started</p>'), 'the first /feed got the skeleton');
    } finally {
      await renderer.close();
    }
  });

  test('a render a little old is sent at once while the next one is made', async () => {
    const { pageFor, renderer } = stitcherWith({ cacheMs: 100, maxStaleMs: 10_000 });
    const feed = () => pageFor({ pathname: '/feed', remotesDocument: feedDocument(releaseOf('counter')) });
    try {
      assert.ok(mainOf((await feed()).html).includes('<p>render 1</p>'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Past its 100 ms: the next render (500 ms) starts, and this page does not wait for it.
      const started = performance.now();
      const stale = await feed();
      assert.ok(performance.now() - started < 100);
      assert.ok(mainOf(stale.html).includes('<p>render 1</p>'));
      assert.ok(stateBlock(stale.html));
      await new Promise((resolve) => setTimeout(resolve, 800));
      assert.ok(mainOf((await feed()).html).includes('<p>render 2</p>'));
    } finally {
      await renderer.close();
    }
  });

  // A member's '/' is the feed, with its own stylesheets and chunks (rsbuild.prerender.ts).
  const MEMBER_FILES = { css: ['static/css/async/member-feed.css'], js: ['static/js/async/member-feed.js'] };
  const withMembers = {
    '/': { ...LANDING, member: MEMBER_FILES },
    '/feed': { ...SKELETON, member: MEMBER_FILES },
  };
  const SIGNED_IN = 'theme=dark; referralhub-signed-in=1';

  test('a signed-in browser gets the release’s member render in the shell’s member layout, marked as rendered for a member', async () => {
    const { pageFor, renderer } = stitcherWith({ routes: withMembers });
    try {
      apiRequests.length = 0;
      const page = await pageFor({
        pathname: '/',
        cookie: SIGNED_IN,
        remotesDocument: feedDocument(releaseOf('audiences')),
      });
      assert.equal(page.prerendered, true);
      assert.ok(
        page.html.includes(
          '<div id="root" data-rendered-for="member"><header>ReferralHub <button>Menu</button>',
        ),
      );
      assert.ok(mainOf(page.html).includes('<!--$--><h1>/ for member</h1>'));
      assert.ok(page.html.includes('<head><title>Referral openings · ReferralHub</title>'));
      assert.deepEqual(JSON.parse(stateBlock(page.html)).queries[0].queryKey, ['job-openings', 'member']);
      const head = page.html.slice(0, page.html.indexOf('</head>'));
      assert.ok(head.includes('<link rel="stylesheet" href="/static/css/async/layout.css">'));
      assert.ok(
        head.includes(
          `<link rel="stylesheet" href="${releaseOf('audiences')}static/css/async/member-feed.css">`,
        ),
      );
      // The files of the visitor's screen have nothing to do with this page.
      assert.ok(!head.includes('static/css/async/feed.css'));
      // Public data, asked for anonymously: the cookie of the signed-in browser went nowhere (the
      // release's other member screen, /feed, is rendered in the background too).
      assert.ok(apiRequests.length >= 1);
      for (const request of apiRequests)
        assert.deepEqual(request, { url: '/v1/referrals/job-openings?page=1', cookie: undefined });
    } finally {
      await renderer.close();
    }
  });

  test('a visitor and a signed-in reader each get their own render of the same route', async () => {
    const { pageFor, renderer } = stitcherWith({ routes: withMembers });
    const document = feedDocument(releaseOf('audiences'));
    try {
      const member = await pageFor({ pathname: '/feed', cookie: SIGNED_IN, remotesDocument: document });
      const visitor = await pageFor({ pathname: '/feed', remotesDocument: document });
      const memberAgain = await pageFor({ pathname: '/feed', cookie: SIGNED_IN, remotesDocument: document });
      assert.ok(mainOf(member.html).includes('<h1>/feed for member</h1>'));
      assert.ok(mainOf(visitor.html).includes('<h1>/feed for visitor</h1>'));
      assert.ok(!visitor.html.includes('data-rendered-for'));
      assert.ok(visitor.html.includes('<div id="root"><header>ReferralHub</header>'));
      assert.ok(mainOf(memberAgain.html).includes('<h1>/feed for member</h1>'));
    } finally {
      await renderer.close();
    }
  });

  test('a member render that fails gives the signed-in browser the plain page, never the visitor’s markup', async () => {
    const { pageFor, renderer } = stitcherWith({ routes: withMembers, timeoutMs: 300 });
    try {
      for (const release of ['memberThrows', 'hangs', 'missing']) {
        const page = await pageFor({
          pathname: '/feed',
          cookie: SIGNED_IN,
          remotesDocument: feedDocument(releaseOf(release)),
        });
        assert.equal(page.prerendered, false, release);
        assert.ok(page.html.includes('<div id="root"></div>'), release);
        assert.equal(stateBlock(page.html), null, release);
      }
    } finally {
      await renderer.close();
    }
  });

  test('a shell built without a member layout sends a signed-in browser no markup', async () => {
    const shellDir = await mkdtemp(path.join(tmpdir(), 'stitch-old-shell-'));
    await writeFile(path.join(shellDir, 'index.html'), TEMPLATE);
    await writeFile(path.join(shellDir, 'prerender.json'), JSON.stringify({ layout: LAYOUT, css: [] }));
    const { pageFor, renderer, bundleRequests } = stitcherWith({ routes: withMembers, shellDir });
    try {
      const page = await pageFor({
        pathname: '/',
        cookie: SIGNED_IN,
        remotesDocument: feedDocument(releaseOf('audiences')),
      });
      assert.equal(page.prerendered, false);
      // Its visitors still get theirs.
      const visitor = await pageFor({
        pathname: '/feed',
        remotesDocument: feedDocument(releaseOf('audiences')),
      });
      assert.ok(mainOf(visitor.html).includes('<h1>/feed for visitor</h1>'));
      assert.ok(bundleRequests.length > 0);
    } finally {
      await renderer.close();
      await rm(shellDir, { recursive: true, force: true });
    }
  });

  test('a release’s bundle is only ever read from inside the release', () => {
    assert.equal(releaseFileUrl(FEED_RELEASE, 'server/render.mjs'), `${FEED_RELEASE}server/render.mjs`);
    for (const file of [
      '../20261125-1/server/render.mjs',
      '/server/render.mjs',
      'https://evil.example/x.cjs',
      'a\\b',
      42,
    ]) {
      assert.equal(releaseFileUrl(FEED_RELEASE, file), null, String(file));
    }
  });
});

/** The `<main>…` of a page, or the page's `#root` when the layout has none. */
function mainOf(html) {
  const start = html.indexOf('<main');
  return start === -1
    ? html.slice(html.indexOf('<div id="root">'))
    : html.slice(start, html.indexOf('</main>', start));
}
