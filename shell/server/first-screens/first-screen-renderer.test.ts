// First screens rendered with their data at request time by the release's render bundle
// (first-screen-renderer.ts: the bundle fetcher, the worker pool and the cache), as pages get them.
// The bundles run in real worker threads: where a test waits for one, it waits for real (polling
// until the thread's work shows); where it waits for a cache to age, it moves a mocked clock.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, afterEach, before, describe, mock, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { createPrerenderFetcher } from '../fetchers/prerender-fetcher.ts';
import { startRemoteServer } from '../http/static-server.ts';
import { createPageStitcher } from '../pages/page-stitcher.ts';
import { firstScreenUrl, releaseFileUrl } from '../pages/release-urls.ts';
import type { PrerenderedRoute } from '../protocol.ts';
import {
  LAYOUT,
  TEMPLATE,
  eventually,
  fakeFetch,
  mainOf,
  shellBuild,
  stateBlock,
} from '../testing/page-fixtures.ts';
import { createFirstScreenRenderer, type FirstScreenRendererOptions } from './first-screen-renderer.ts';

let distDir: string;
let removeShellBuild: () => Promise<void>;
before(async () => {
  ({ dir: distDir, remove: removeShellBuild } = await shellBuild());
});
after(() => removeShellBuild());

describe('a route rendered with its data at request time by the release’s render bundle', () => {
  const FEED_RELEASE = 'http://localhost:3001/releases/20261126-1/';
  const SKELETON: PrerenderedRoute = {
    html: '<title>Referral openings · ReferralHub</title><h1>Referral openings</h1><ul aria-busy="true"></ul>',
    css: ['static/css/async/feed.css'],
    js: ['static/js/async/feed.js'],
    requests: ['/referrals/job-openings?page=1&page_size=10&faang_level=yes'],
    firstScreenData: true,
  };
  // What each fake release's server/render.mjs does (the worker gives it `fetch` and nothing else).
  const BUNDLES: Record<string, string> = {
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
    // Sends the API a session cookie and a token of its own, in the init and on a Request: the
    // worker's fetch must drop both (a bundle's client code could carry a reader's credentials).
    sendsCredentials: `export const renderFirstScreen = async (input) => {
      const { apiBaseUrl } = JSON.parse(input);
      const url = apiBaseUrl + '/referrals/job-openings?page=1';
      const credentials = { cookie: 'session=a-readers-session', authorization: 'Bearer a-readers-token' };
      await fetch(url, { headers: credentials, credentials: 'include' });
      const response = await fetch(new Request(url, { headers: credentials }));
      const { title } = await response.json();
      return { html: '<h1>' + title.replace(/</g, '&lt;') + '</h1>', state: { mutations: [], queries: [] } };
    };`,
    memberThrows: `export const renderFirstScreen = async (input) => {
      if (JSON.parse(input).audience === 'member') throw new Error('the member screen broke');
      return { html: '<h1>Referral openings</h1><p>for visitors</p>', state: { mutations: [], queries: [] } };
    };`,
    // Renders the URL it is given (a job page's id), for whom; an id the API does not know fails.
    perUrl: `export const renderFirstScreen = async (input) => {
      const { url, audience = 'visitor' } = JSON.parse(input);
      if (url.includes('id=404')) throw new Error('404 Not Found');
      const escaped = url.replace(/&/g, '&amp;');
      return { html: '<h1>' + escaped + ' for ' + audience + '</h1>', state: { mutations: [], queries: [{ queryKey: [url] }] } };
    };`,
    slow: `export const renderFirstScreen = async () => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      return { html: '<h1>Referral openings</h1><p>rendered late</p>', state: { mutations: [], queries: [] } };
    };`,
  };
  const TITLE = 'Backend engineer </script><script>alert(1)</script>';

  let api: FastifyInstance;
  let apiBaseUrl: string;
  const apiRequests: { url: string; cookie: string | undefined; authorization?: string }[] = [];
  before(async () => {
    api = Fastify();
    api.get('/v1/referrals/job-openings', async (request) => {
      const { cookie, authorization } = request.headers;
      apiRequests.push({ url: request.url, cookie, ...(authorization ? { authorization } : {}) });
      return { title: TITLE };
    });
    await api.listen({ port: 0, host: '127.0.0.1' });
    apiBaseUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}/v1`;
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

  const LANDING: PrerenderedRoute = { html: '<h1>Job referrals</h1>', css: [], js: [] };

  // Every renderer a stitcher made is closed after its test (worker threads ended, bundles removed).
  const openRenderers: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(openRenderers.splice(0).map((renderer) => renderer.close()));
  });

  /**
   * A stitcher whose releases (by name) serve BUNDLES[name] as server/render.mjs. Pages wait up to
   * 5 s for a render unless a test is about that wait: starting a worker on a loaded CI machine can
   * take longer than the 300 ms a page waits in production.
   */
  function stitcherWith({
    routes = { '/': LANDING, '/feed': SKELETON },
    shellDir = distDir,
    ...options
  }: { routes?: Record<string, PrerenderedRoute>; shellDir?: string } & FirstScreenRendererOptions = {}) {
    const bundleRequests: string[] = [];
    const fetchImpl = fakeFetch(async (url) => {
      bundleRequests.push(url);
      // A release named `cards-2` is another release of the `cards` bundle.
      const bundle = BUNDLES[/\/releases\/([A-Za-z]+)[^/]*\/server\/render\.mjs$/.exec(url)?.[1] ?? ''];
      return bundle === undefined
        ? new Response('Not found', { status: 404 })
        : new Response(bundle, { status: 200 });
    });
    const renderer = createFirstScreenRenderer({ fetchImpl, timeoutMs: 5000, ...options });
    openRenderers.push(renderer);
    const fetchPrerendered = async (url: string) =>
      url.endsWith('/prerender.json') ? { remote: 'feed-app', server: 'server/render.mjs', routes } : null;
    const pageFor = createPageStitcher({
      distDir: shellDir,
      fetchPrerendered,
      renderFirstScreen: renderer.render,
    });
    return { pageFor, renderer, bundleRequests };
  }

  const releaseOf = (name: string) => `http://localhost:3001/releases/${name}/`;

  test('a visitor’s page holds the rendered cards and their query state, which cannot close its script element', async () => {
    const { pageFor } = stitcherWith();
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
  });

  test('a render’s API requests carry no cookie and no authorization, whatever the bundle sets', async () => {
    apiRequests.length = 0;
    const remotesDocument = feedDocument(releaseOf('sendsCredentials'));
    const { html } = await stitcherWith().pageFor({
      pathname: '/feed',
      cookie: 'theme=dark',
      remotesDocument,
    });
    assert.ok(mainOf(html).includes('<h1>Backend engineer &lt;/script>'), 'not rendered with its data');
    assert.deepEqual(apiRequests, [
      { url: '/v1/referrals/job-openings?page=1', cookie: undefined },
      { url: '/v1/referrals/job-openings?page=1', cookie: undefined },
    ]);
  });

  test('pages asking within a few seconds reuse one render; a new release renders again', async () => {
    const { pageFor, bundleRequests } = stitcherWith();
    apiRequests.length = 0;
    const pages = await Promise.all(
      [1, 2, 3].map(() => pageFor({ pathname: '/feed', remotesDocument: feedDocument(releaseOf('cards')) })),
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
  });

  test('a build folder’s bundle and prerender.json are revalidated with their ETag, not sent again, until they change', async () => {
    const buildDir = await mkdtemp(path.join(tmpdir(), 'remote-build-'));
    await mkdir(path.join(buildDir, 'server'));
    await writeFile(path.join(buildDir, 'server', 'render.mjs'), BUNDLES.audiences!);
    await writeFile(path.join(buildDir, 'prerender.json'), JSON.stringify({ routes: { '/feed': SKELETON } }));
    const remote = await startRemoteServer({ port: 0, host: '127.0.0.1', distDir: buildDir });
    const origin = `http://127.0.0.1:${(remote.server.address() as AddressInfo).port}`;
    // The real fetch against the real static server: what each file's requests were answered with.
    const answers: string[] = [];
    const fetchImpl = async (url: string, init?: RequestInit) => {
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
        assert.match((await renderer.render(request))?.html ?? '', /<h1>\/feed for visitor<\/h1>/);
      }
      assert.deepEqual(answers, [
        '/prerender.json 200',
        '/server/render.mjs 200',
        '/prerender.json 304',
        '/server/render.mjs 304',
      ]);

      // A rebuild: the changed files are read again and used.
      answers.length = 0;
      const later = new Date(Date.now() + 60_000);
      await writeFile(path.join(buildDir, 'server', 'render.mjs'), BUNDLES.memberThrows!);
      await writeFile(path.join(buildDir, 'prerender.json'), JSON.stringify({ routes: {} }));
      // Rebuilt a minute later: the file times (in the ETags) say so.
      await utimes(path.join(buildDir, 'server', 'render.mjs'), later, later);
      await utimes(path.join(buildDir, 'prerender.json'), later, later);
      assert.deepEqual(await fetchPrerendered(`${origin}/prerender.json`), { routes: {} });
      assert.match((await renderer.render(request))?.html ?? '', /<p>for visitors<\/p>/);
      assert.deepEqual(answers, ['/prerender.json 200', '/server/render.mjs 200']);
    } finally {
      await renderer.close();
      await remote.close();
      await rm(buildDir, { recursive: true, force: true });
    }
  });

  test('a signed-in browser (its release renders no member screen) or a URL with a query gets no rendered data', async () => {
    const { pageFor, bundleRequests } = stitcherWith();
    for (const request of [
      { pathname: '/feed', cookie: 'referralhub-signed-in=1' },
      { pathname: '/feed', search: '?q=java' },
    ]) {
      const page = await pageFor({ ...request, remotesDocument: feedDocument(releaseOf('cards')) });
      assert.equal(page.prerendered, false);
      assert.equal(stateBlock(page.html), null);
    }
    assert.deepEqual(bundleRequests, []);
  });

  for (const [name, what] of [
    ['throws', 'a render that throws'],
    ['hangs', 'a render stuck in a loop'],
    ['neverAnswers', 'a render that never answers'],
    ['leavesTheApi', 'a render that calls anything but the API'],
    ['crashesOnLoad', 'a bundle that fails to load'],
    ['outOfMemory', 'a bundle that runs out of memory while loading'],
    ['missing', 'a release without its bundle'],
  ] as const) {
    test(`${what} yields the skeleton page with the first request’s preload, promptly`, async () => {
      const { pageFor } = stitcherWith({ timeoutMs: 300 });
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
    });
  }

  test('a render slower than the page’s wait still finishes, and serves the next pages', async () => {
    const { pageFor } = stitcherWith({ timeoutMs: 300, graceMs: 2000 });
    const first = await pageFor({ pathname: '/feed', remotesDocument: feedDocument(releaseOf('slow')) });
    assert.ok(mainOf(first.html).includes('<ul aria-busy="true"></ul>'), 'not the skeleton');
    // The render (600 ms in its thread) finishes after the page gave up; the next pages get it.
    let next = first;
    const served = await eventually(async () => {
      next = await pageFor({ pathname: '/feed', remotesDocument: feedDocument(releaseOf('slow')) });
      return mainOf(next.html).includes('<p>rendered late</p>');
    });
    assert.ok(served, 'the late render never served a page');
    assert.ok(stateBlock(next.html));
  });

  test('the first page after a deploy does not wait for the release’s worker to start; the next pages get its render', async () => {
    const { pageFor } = stitcherWith({ timeoutMs: 300 });
    const feed = () => pageFor({ pathname: '/feed', remotesDocument: feedDocument(releaseOf('slowStart')) });
    const started = performance.now();
    const first = await feed();
    const waited = performance.now() - started;
    assert.ok(waited < 1000, `the first page waited ${Math.round(waited)} ms for the worker`);
    assert.ok(mainOf(first.html).includes('<ul aria-busy="true"></ul>'), 'not the skeleton');
    let next = first;
    const served = await eventually(async () => {
      next = await feed();
      return mainOf(next.html).includes('<p>started</p>');
    }, 10_000);
    assert.ok(served, 'the started worker never served a page');
    assert.ok(stateBlock(next.html));
  });

  test('a visitor on another page of the release starts its data screens’ renders, so the first /feed has its cards', async () => {
    const { pageFor } = stitcherWith({ timeoutMs: 300 });
    const document = feedDocument(releaseOf('slowStart'));
    const landing = await pageFor({ pathname: '/', remotesDocument: document });
    assert.ok(mainOf(landing.html).includes('<h1>Job referrals</h1>'));
    assert.equal(stateBlock(landing.html), null);
    // The worker takes a second to start (in its thread, for real); the landing's page did not wait
    // for it. Only one /feed page may be asked for: it is the first one that must have the cards.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const feed = await pageFor({ pathname: '/feed', remotesDocument: document });
    assert.ok(mainOf(feed.html).includes('<p>started</p>'), 'the first /feed got the skeleton');
  });

  test('a render a little old is sent at once while the next one is made', async () => {
    const { pageFor } = stitcherWith({ cacheMs: 100, maxStaleMs: 10_000 });
    const feed = () => pageFor({ pathname: '/feed', remotesDocument: feedDocument(releaseOf('counter')) });
    // The cache's clock: Date only (the worker's thread and the page's timers keep real time).
    mock.timers.enable({ apis: ['Date'], now: Date.now() });
    try {
      assert.ok(mainOf((await feed()).html).includes('<p>render 1</p>'));
      mock.timers.tick(200);
      // Past its 100 ms: the next render (500 ms in its thread) starts, and this page does not wait.
      const started = performance.now();
      const stale = await feed();
      assert.ok(performance.now() - started < 100);
      assert.ok(mainOf(stale.html).includes('<p>render 1</p>'));
      assert.ok(stateBlock(stale.html));
      assert.ok(
        await eventually(async () => mainOf((await feed()).html).includes('<p>render 2</p>')),
        'the background render never served a page',
      );
    } finally {
      mock.timers.reset();
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
    const { pageFor } = stitcherWith({ routes: withMembers });
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
    assert.deepEqual(JSON.parse(stateBlock(page.html) ?? '{}').queries[0].queryKey, [
      'job-openings',
      'member',
    ]);
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
  });

  test('a visitor and a signed-in reader each get their own render of the same route', async () => {
    const { pageFor } = stitcherWith({ routes: withMembers });
    const document = feedDocument(releaseOf('audiences'));
    const member = await pageFor({ pathname: '/feed', cookie: SIGNED_IN, remotesDocument: document });
    const visitor = await pageFor({ pathname: '/feed', remotesDocument: document });
    const memberAgain = await pageFor({ pathname: '/feed', cookie: SIGNED_IN, remotesDocument: document });
    assert.ok(mainOf(member.html).includes('<h1>/feed for member</h1>'));
    assert.ok(mainOf(visitor.html).includes('<h1>/feed for visitor</h1>'));
    assert.ok(!visitor.html.includes('data-rendered-for'));
    assert.ok(visitor.html.includes('<div id="root"><header>ReferralHub</header>'));
    assert.ok(mainOf(memberAgain.html).includes('<h1>/feed for member</h1>'));
  });

  test('a member render that fails gives the signed-in browser the plain page, never the visitor’s markup', async () => {
    const { pageFor } = stitcherWith({ routes: withMembers, timeoutMs: 300 });
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
  });

  test('a shell built without a member layout sends a signed-in browser no markup', async () => {
    const shellDir = await mkdtemp(path.join(tmpdir(), 'stitch-old-shell-'));
    await writeFile(path.join(shellDir, 'index.html'), TEMPLATE);
    await writeFile(path.join(shellDir, 'prerender.json'), JSON.stringify({ layout: LAYOUT, css: [] }));
    const { pageFor, bundleRequests } = stitcherWith({ routes: withMembers, shellDir });
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
      await rm(shellDir, { recursive: true, force: true });
    }
  });

  describe('a route rendered per URL from its declared query parameters (a shared job page)', () => {
    const JOB_PAGE: PrerenderedRoute = {
      // The plain URL's markup: a link without an id.
      html: '<h1>This link is incomplete</h1>',
      css: ['static/css/async/job.css'],
      js: ['static/js/async/job.js'],
      firstScreenData: true,
      member: { css: ['static/css/async/job.css'], js: ['static/js/async/job.js'] },
      params: ['id'],
    };
    const routes = { '/': LANDING, '/job-opening': JOB_PAGE };
    function jobDocument() {
      const document = feedDocument(releaseOf('perUrl'));
      document.remotes['feed-app'].routes.push({ path: '/job-opening', access: 'anyone', prerender: true });
      return document;
    }

    test('each opening’s page holds that opening, for a visitor and for a signed-in reader', async () => {
      // A URL with a query has no skeleton to fall back on: wait for the worker whatever the machine.
      const { pageFor } = stitcherWith({ routes, timeoutMs: 30_000, startTimeoutMs: 30_000 });
      const remotesDocument = jobDocument();
      const seven = await pageFor({ pathname: '/job-opening', search: '?id=7', remotesDocument });
      const eight = await pageFor({ pathname: '/job-opening', search: '?id=8', remotesDocument });
      const member = await pageFor({
        pathname: '/job-opening',
        search: '?id=7',
        cookie: SIGNED_IN,
        remotesDocument,
      });
      assert.ok(mainOf(seven.html).includes('<h1>/job-opening?id=7 for visitor</h1>'), seven.html);
      assert.ok(mainOf(eight.html).includes('<h1>/job-opening?id=8 for visitor</h1>'), eight.html);
      assert.deepEqual(JSON.parse(stateBlock(seven.html) ?? '{}').queries[0].queryKey, ['/job-opening?id=7']);
      assert.ok(mainOf(member.html).includes('<h1>/job-opening?id=7 for member</h1>'), member.html);
      assert.ok(member.html.includes('data-rendered-for="member"'));
      // The plain URL keeps the build's markup.
      const plain = await pageFor({ pathname: '/job-opening', remotesDocument });
      assert.ok(mainOf(plain.html).includes('<h1>/job-opening for visitor</h1>'), plain.html);
    });

    test('a query with anything else, or an opening that cannot be rendered, leaves the page to the browser', async () => {
      const { pageFor } = stitcherWith({ routes, timeoutMs: 300 });
      const remotesDocument = jobDocument();
      for (const search of ['?id=7&apply=7', '?id=7&id=8', '?ref=mail', '?id=404']) {
        for (const cookie of [undefined, SIGNED_IN]) {
          const page = await pageFor({ pathname: '/job-opening', search, cookie, remotesDocument });
          assert.equal(page.prerendered, false, `${search} ${cookie ?? ''}`);
          // Never the plain URL's markup: that would tell the reader the link is incomplete.
          assert.ok(!page.html.includes('This link is incomplete'), search);
          assert.ok(page.html.includes('<div id="root"'), search);
          assert.equal(stateBlock(page.html), null, search);
        }
      }
    });

    test('the same query spelt two ways is one render', () => {
      assert.equal(firstScreenUrl('/job-opening', ['id'], ''), '/job-opening');
      assert.equal(firstScreenUrl('/job-opening', ['id'], '?id=7'), '/job-opening?id=7');
      assert.equal(firstScreenUrl('/job-opening', ['id', 'tab'], '?tab=x&id=7'), '/job-opening?id=7&tab=x');
      assert.equal(firstScreenUrl('/job-opening', ['id'], '?id=%37'), '/job-opening?id=7');
      assert.equal(firstScreenUrl('/job-opening', undefined, '?id=7'), null);
      assert.equal(firstScreenUrl('/job-opening', ['id'], `?id=${'7'.repeat(300)}`), null);
    });
  });

  test('a signed-in screen is rendered for a signed-in reader only; a visitor gets no markup', async () => {
    // /settings: no visitor markup (a visitor is sent to log in), a member's frame with its files.
    const SETTINGS: PrerenderedRoute = {
      css: [],
      js: [],
      member: { css: ['static/css/async/settings.css'], js: ['static/js/async/settings.js'] },
    };
    const { pageFor, bundleRequests } = stitcherWith({ routes: { '/': LANDING, '/settings': SETTINGS } });
    const document = feedDocument(releaseOf('audiences'));
    document.remotes['feed-app'].routes.push({ path: '/settings', access: 'signed-in', prerender: true });
    const visitor = await pageFor({ pathname: '/settings', remotesDocument: document });
    assert.equal(visitor.prerendered, false);
    assert.ok(visitor.html.includes('<div id="root"></div>'));
    assert.deepEqual(bundleRequests, []);
    const member = await pageFor({ pathname: '/settings', cookie: SIGNED_IN, remotesDocument: document });
    assert.equal(member.prerendered, true);
    assert.ok(mainOf(member.html).includes('<h1>/settings for member</h1>'));
    assert.ok(member.html.includes(`${releaseOf('audiences')}static/css/async/settings.css`));
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
