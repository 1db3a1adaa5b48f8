// The shell's pages with their markup (docs/TEAM-CONTRACTS.md, "Markup before JavaScript"): the
// shell's server puts the *live* release's prerendered screen (its prerender.json, beside the
// mf-manifest.json that remotes.json names) into the shell's prerendered layout, and adds to the
// page what the browser would otherwise discover one request after another: remotes.json itself
// (a JSON block, which no browser executes, so the Content-Security-Policy without inline scripts
// holds), the stylesheets the markup needs and preload hints for the remote's manifest, entry and
// screen chunks. A remote's deploy changes its pages' HTML without a shell build.
// A route whose release can render it with data (a visitor's /feed) is rendered at request time by
// that release's render bundle, in a worker thread (createFirstScreenRenderer); its data's query
// state travels in the page as a JSON block the shell's browser code hydrates its query client from.
// A browser that holds a session gets the routes its release renders for a signed-in reader (the
// feed on '/' and '/feed'): the shell's member layout and the screen rendered from public data,
// everything personal left pending (the browser fetches it once it has hydrated).
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

export const PRERENDER_FILE = 'prerender.json';
/** Written by rsbuild.prerender.ts where a remote's file URLs start (known only once deployed). */
export const RELEASE_BASE_PLACEHOLDER = '/__referralhub_release__/';
/** Where the shell's prerendered layout takes the screen (shell/src/prerender.tsx). */
export const SCREEN_SLOT = 'REFERRALHUB-PRERENDERED-SCREEN';
/** Set by the shell in the browser while it holds a session (shell/src/app/signed-in-cookie.ts). */
export const SIGNED_IN_COOKIE = 'referralhub-signed-in';
/** The id of the JSON copy of remotes.json in the page (shell/src/remotes/remotes-config.ts). */
export const REMOTES_DOCUMENT_ID = 'remotes-document';
/** The id of the first screen's dehydrated query state in the page (shell/src/app/query-state.ts). */
export const QUERY_STATE_ID = 'query-state';
/**
 * `#root`'s attribute naming who its markup was rendered for, when a signed-in reader
 * (shell/src/bootstrap.tsx hydrates only markup rendered for the browser's own audience).
 */
export const AUDIENCE_ATTRIBUTE = 'data-rendered-for';

const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** `<`, `>`, `&` and the line separators escaped, so the JSON cannot close its script element. */
export function jsonForScript(value) {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function escapeAttribute(value) {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function hasSignedInCookie(cookieHeader = '') {
  return cookieHeader.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_COOKIE}=1`));
}

function matches(pattern, pathname) {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  return (
    wanted.length === actual.length &&
    wanted.every((part, index) => part.startsWith(':') || part === actual[index])
  );
}

/** The remote, route and manifest URL that own `pathname` in remotes.json (the shell's rule: first claim wins). */
export function ownerOf(remotesDocument, pathname) {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [remote, deployment] of Object.entries(remotesDocument?.remotes ?? {})) {
    if (typeof deployment?.entry !== 'string' || !URL.canParse(deployment.entry)) continue;
    const route = (deployment.routes ?? []).find((candidate) => matches(String(candidate?.path), normalized));
    if (route) return { remote, route, entry: deployment.entry };
  }
  return null;
}

/**
 * The API address for a request a screen declared (a path below the API's base URL, see
 * rsbuild.prerender.ts), or null when either is not what it should be: a hint never leaves the API.
 */
export function apiRequestUrl(apiBaseUrl, request) {
  if (typeof apiBaseUrl !== 'string' || !URL.canParse(apiBaseUrl) || typeof request !== 'string') return null;
  if (!request.startsWith('/') || request.startsWith('//')) return null;
  const base = new URL(apiBaseUrl);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') return null;
  const url = new URL(`${base.href.replace(/\/+$/, '')}${request}`);
  const basePath = base.pathname.replace(/\/+$/, '');
  return url.origin === base.origin && url.pathname.startsWith(`${basePath}/`) ? url.href : null;
}

/** `static/css/async/b.6a36b991d6.css` → `6a36b991d6`: the same stylesheet in two builds has the same hash. */
function contentHashOf(file) {
  return /\.([0-9a-f]{8,})\.css$/.exec(file)?.[1] ?? file;
}

/** How many stylesheets a stylesheet reader keeps (a page needs half a dozen; releases add theirs). */
const STYLESHEETS_KEPT = 300;

/**
 * Reads the stylesheets a page with markup needs, to put them in the page: the shell's from its
 * build folder, a remote's over HTTP (1.5 s timeout). Their names carry a content hash, so a text
 * read once is kept (up to STYLESHEETS_KEPT); a failure is kept a few seconds. Resolves null for
 * a stylesheet that cannot be put in a page as it is: unreadable, or one that refers to other files
 * (`url(`, `@import`: they would resolve against the page) or could close its style element.
 */
export function createStylesheetReader({
  timeoutMs = 1500,
  failureTtlMs = PRERENDER_CACHE_MS,
  fetchImpl = fetch,
} = {}) {
  const texts = new Map();
  const usable = (text) => (typeof text === 'string' && !/url\(|@import|<\/style/i.test(text) ? text : null);
  async function load(source) {
    try {
      if (source.file) return usable(readFileSync(source.file, 'utf8'));
      const response = await fetchImpl(source.url, { signal: AbortSignal.timeout(timeoutMs) });
      return response.ok ? usable(await response.text()) : null;
    } catch {
      return null;
    }
  }
  /** @param {{ file?: string, url?: string }} source  a file of the shell's build, or a remote's URL */
  return async function readStylesheet(source) {
    const key = source.file ?? source.url;
    const kept = texts.get(key);
    if (kept && (kept.text !== null || Date.now() - kept.at < failureTtlMs)) return kept.text;
    const text = await load(source);
    texts.delete(key);
    texts.set(key, { text, at: Date.now() });
    if (texts.size > STYLESHEETS_KEPT) texts.delete(texts.keys().next().value);
    return text;
  };
}

/**
 * The layout's stylesheets, then the screen's that the layout does not already have (a remote's
 * copy of a shared package's stylesheet, shared-ui, is the shell's under the remote's address), put
 * in the page: a few kilobytes that would otherwise be as many requests, from two origins, before
 * the first paint. Each `<style>` carries its file's address in `data-href`, where the bundlers'
 * CSS loaders look before adding a `<link>` for a chunk. One that cannot be read is linked instead.
 */
async function stylesheetsFor(shellDir, shellCss = [], screenCss = [], releaseBase, readStylesheet) {
  const linked = new Set(shellCss.map(contentHashOf));
  const sources = [
    ...shellCss.map((file) => ({ href: `/${file}`, file: path.join(shellDir, file) })),
    ...screenCss
      .filter((file) => !linked.has(contentHashOf(file)))
      .map((file) => ({ href: new URL(file, releaseBase).href, url: new URL(file, releaseBase).href })),
  ];
  const texts = await Promise.all(
    sources.map(({ file, url }) => readStylesheet(file ? { file } : { url }).catch(() => null)),
  );
  return sources.map(({ href }, index) =>
    texts[index] === null
      ? `<link rel="stylesheet" href="${escapeAttribute(href)}">`
      : `<style data-href="${escapeAttribute(href)}">${texts[index]}</style>`,
  );
}

/** The leading `<title>` React wrote for the screen, moved into the head. */
function splitTitle(html) {
  const match = /^<title>([^<]*)<\/title>/.exec(html);
  return match ? { title: match[1], body: html.slice(match[0].length) } : { title: null, body: html };
}

/**
 * The headers that ask again for a file of a build folder as a browser would: with the ETag it came
 * with, so an unchanged file costs a 304 instead of its bytes (the render bundle is ~2.3 MB, which
 * took 120–150 ms of every first screen rendered more than a few seconds after the last). fetch
 * adds `Cache-Control: no-cache` to a request with `If-None-Match` unless it has one already, and
 * the static server answers `no-cache` with the whole file: `max-age=0` asks for revalidation.
 */
function revalidationHeaders(etag) {
  return etag ? { 'if-none-match': etag, 'cache-control': 'max-age=0' } : {};
}

const etagOf = (response) => response.headers?.get?.('etag') ?? null;

/** How long the page handler trusts a prerender.json fetched from a build folder (a release's: for good). */
export const PRERENDER_CACHE_MS = 3000;

/**
 * Fetches a release's prerender.json: kept for good under /releases/ (a release never changes),
 * revalidated after a few seconds otherwise (a remote served from its build folder may be
 * rebuilt). A remote that is down or slow yields null: the page is sent without its markup, as
 * before.
 */
export function createPrerenderFetcher({
  timeoutMs = 1500,
  ttlMs = PRERENDER_CACHE_MS,
  fetchImpl = fetch,
} = {}) {
  const cache = new Map();
  return async function fetchPrerendered(url) {
    const cached = cache.get(url);
    if (cached && (cached.immutable || Date.now() - cached.at < ttlMs)) return cached.value;
    let value = null;
    let etag = null;
    try {
      const response = await fetchImpl(url, {
        headers: revalidationHeaders(cached?.value && cached.etag),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 304 && cached?.value) ({ value, etag } = cached);
      else if (response.ok) {
        value = await response.json();
        etag = etagOf(response);
      }
    } catch {
      value = null;
    }
    cache.set(url, { value, etag, at: Date.now(), immutable: value !== null && url.includes('/releases/') });
    return value;
  };
}

/** How long a page waits for a request-time render before it is sent with the skeleton. */
export const FIRST_SCREEN_TIMEOUT_MS = 300;
/** How long a rendered first screen is reused before it is rendered again. */
export const FIRST_SCREEN_CACHE_MS = 5000;
/**
 * How old a rendered first screen may still be sent while a new render is made in the background
 * (the API lets an opening be cached 15 s).
 */
export const FIRST_SCREEN_MAX_STALE_MS = 15_000;

const WORKER_FILE = new URL('./prerender-worker.mjs', import.meta.url);

/** A release's render bundle running in its own thread, with memory limits and no environment. */
class RenderWorker {
  constructor(bundleFile, apiBaseUrl, { resourceLimits, startTimeoutMs }) {
    this.pending = new Map();
    this.nextId = 0;
    this.dead = false;
    this.worker = new Worker(WORKER_FILE, {
      workerData: { bundleFile, apiBaseUrl },
      env: {},
      resourceLimits,
      stdout: true,
      stderr: true,
    });
    // Workers never keep the server's process alive on their own.
    this.worker.unref();
    // Its console output is the remote's business; reading it keeps the streams from filling up.
    this.worker.stdout.resume();
    this.worker.stderr.resume();
    let notStarted;
    this.ready = new Promise((resolve, reject) => {
      notStarted = reject;
      this.worker.once('message', (message) =>
        message?.type === 'ready' ? resolve() : reject(new Error(String(message?.message))),
      );
      setTimeout(() => reject(new Error('the render bundle did not start in time')), startTimeoutMs).unref();
    });
    this.ready.catch(() => this.terminate());
    this.worker.on('message', (message) => {
      if (message?.type !== 'rendered') return;
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) waiting?.reject(new Error(message.error));
      else waiting?.resolve({ html: message.html, state: message.state });
    });
    const fail = (error) => {
      this.dead = true;
      // A thread that dies while loading the bundle (out of memory) posts nothing.
      notStarted(error);
      for (const { reject } of this.pending.values()) reject(error);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', () => fail(new Error('the render worker stopped')));
  }

  /** Rejects when the bundle fails or after `killAfterMs`, when the thread is ended (it may be stuck in a loop). */
  async render(pattern, url, audience, killAfterMs) {
    await this.ready;
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`the render took more than ${killAfterMs} ms`));
        this.terminate();
      }, killAfterMs);
      timer.unref();
      this.pending.set(id, {
        resolve: (value) => (clearTimeout(timer), resolve(value)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
      this.worker.postMessage({ id, pattern, url, audience });
    });
  }

  terminate() {
    this.dead = true;
    void this.worker.terminate();
  }
}

function isRenderedScreen(value) {
  return (
    typeof value?.html === 'string' &&
    value.state !== null &&
    typeof value.state === 'object' &&
    Array.isArray(value.state.queries)
  );
}

/**
 * Renders first screens with their data through the live release's render bundle: the bundle is
 * fetched from the release (kept for good under /releases/; from a build folder, revalidated with
 * its ETag after PRERENDER_CACHE_MS), run in one worker per release (at most `maxWorkers`, the
 * least recently used goes), and each result, a failure included, is reused for `cacheMs` per
 * (bundle, API, route), and a good one is still sent up to `maxStaleMs` old while the next render
 * runs in the background. A render that throws, crashes, overruns `timeoutMs` or whose bundle
 * cannot be fetched or started resolves to null: the page then carries the build-time skeleton. A
 * page waits `timeoutMs` in all; starting a release's worker (the first page after a deploy)
 * carries on in the background for up to `startTimeoutMs`, and a render that has not answered
 * `graceMs` after its page gave up ends its thread.
 */
export function createFirstScreenRenderer({
  timeoutMs = FIRST_SCREEN_TIMEOUT_MS,
  cacheMs = FIRST_SCREEN_CACHE_MS,
  maxStaleMs = FIRST_SCREEN_MAX_STALE_MS,
  bundleTtlMs = PRERENDER_CACHE_MS,
  fetchTimeoutMs = 1500,
  graceMs = 1000,
  startTimeoutMs = 3000,
  maxWorkers = 4,
  resourceLimits = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
  fetchImpl = fetch,
} = {}) {
  let bundleDir = null;
  const bundles = new Map();
  const workers = new Map();
  const results = new Map();

  async function fetchBundle(url) {
    const cached = bundles.get(url);
    if (cached && (cached.immutable || Date.now() - cached.at < bundleTtlMs)) return cached.file;
    let file = null;
    let etag = null;
    try {
      const response = await fetchImpl(url, {
        headers: revalidationHeaders(cached?.file && cached.etag),
        signal: AbortSignal.timeout(fetchTimeoutMs),
      });
      if (response.status === 304 && cached?.file) ({ file, etag } = cached);
      else if (response.ok) {
        etag = etagOf(response);
        const source = Buffer.from(await response.arrayBuffer());
        bundleDir ??= mkdtempSync(path.join(tmpdir(), 'referralhub-render-'));
        // Named by content: a rebuilt build folder gets a new worker, an unchanged one keeps its own.
        file = path.join(bundleDir, `${createHash('sha256').update(source).digest('hex').slice(0, 32)}.mjs`);
        writeFileSync(file, source);
      }
    } catch {
      file = null;
    }
    bundles.set(url, { file, etag, at: Date.now(), immutable: file !== null && url.includes('/releases/') });
    return file;
  }

  function workerFor(file, apiBaseUrl) {
    const key = `${file}\n${apiBaseUrl}`;
    let entry = workers.get(key);
    if (entry?.dead) {
      workers.delete(key);
      entry = undefined;
    }
    if (!entry) {
      entry = new RenderWorker(file, apiBaseUrl, { resourceLimits, startTimeoutMs });
      for (const [oldKey, old] of workers) {
        if (workers.size < maxWorkers) break;
        old.terminate();
        workers.delete(oldKey);
      }
    } else {
      workers.delete(key);
    }
    workers.set(key, entry);
    return entry;
  }

  /**
   * The page waits `timeoutMs` for the render. A slower one (a slow API, a busy machine) still gets
   * `graceMs` to finish, and its result serves the next pages; after that its thread is ended.
   */
  async function renderWith({ bundleUrl, pattern, url, apiBaseUrl, audience = 'visitor' }) {
    const file = await fetchBundle(bundleUrl);
    if (!file) return null;
    const worker = workerFor(file, apiBaseUrl);
    await worker.ready;
    const rendered = await worker.render(pattern, url, audience, timeoutMs + graceMs);
    return isRenderedScreen(rendered) ? rendered : null;
  }

  /**
   * The page waits `timeoutMs` from its arrival, whatever is left to do: fetching the bundle and
   * starting its worker (the first page after a deploy) included, so no page's HTML waits for a
   * release's start. What is not done by then carries on (a render still gets `graceMs` before its
   * thread is ended) and its result serves the next pages.
   */
  async function renderOnce(request, recordLate) {
    const answer = renderWith(request).catch(() => null);
    let timer;
    const late = new Promise((resolve) => {
      timer = setTimeout(() => resolve('late'), timeoutMs);
    });
    const first = await Promise.race([answer, late]);
    clearTimeout(timer);
    if (first !== 'late') return first;
    void answer.then((rendered) => rendered && recordLate(rendered));
    return null;
  }

  return {
    /** @returns {Promise<{ html: string, state: { queries: unknown[] } } | null>} */
    render(request) {
      const key = JSON.stringify([
        request.bundleUrl,
        request.apiBaseUrl,
        request.pattern,
        request.url,
        request.audience ?? 'visitor',
      ]);
      const now = Date.now();
      for (const [oldKey, old] of results) {
        const last = Math.max(old.settled?.at ?? 0, old.good?.at ?? 0);
        if (!old.pending && now - last >= Math.max(cacheMs, maxStaleMs)) results.delete(oldKey);
      }
      let entry = results.get(key);
      if (!entry) {
        entry = { pending: null, settled: null, good: null };
        results.set(key, entry);
      }
      const record = (value) => {
        entry.settled = { value, at: Date.now() };
        if (value) entry.good = { value, at: Date.now() };
      };
      // Pages asking at the same time share one render.
      const refresh = () => {
        entry.pending ??= renderOnce(request, record).then((value) => {
          record(value);
          entry.pending = null;
          return value;
        });
        return entry.pending;
      };
      const fresh = entry.settled && now - entry.settled.at < cacheMs;
      if (fresh && entry.settled.value) return Promise.resolve(entry.settled.value);
      // A good render a little older is sent at once while the next one is made (in the background):
      // a busy moment of the API or of this machine costs no page its cards.
      if (entry.good && now - entry.good.at < maxStaleMs) {
        if (!fresh) void refresh();
        return Promise.resolve(entry.good.value);
      }
      if (fresh) return Promise.resolve(null);
      return refresh();
    },
    async close() {
      await Promise.all([...workers.values()].map((entry) => entry.worker.terminate()));
      workers.clear();
      if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
    },
  };
}

/** The URL of a file a release names (its render bundle), or null when it would leave the release. */
export function releaseFileUrl(releaseBase, file) {
  if (typeof file !== 'string' || file.startsWith('/') || file.includes('\\')) return null;
  const url = new URL(file, releaseBase);
  return url.href.startsWith(releaseBase) && !url.search && !url.hash ? url.href : null;
}

/**
 * Whether a release's prerendered route can be rendered with data for this audience: a visitor's
 * (`firstScreenData`) or a signed-in reader's (`member`, with the files that render needs).
 */
function rendersWithData(route, audience) {
  if (audience === 'member')
    return (
      Array.isArray(route?.member?.css) && Array.isArray(route?.member?.js) && typeof route?.html === 'string'
    );
  return route?.firstScreenData === true;
}

/** An http(s) API base URL from remotes.json, or null. */
function httpUrl(value) {
  if (typeof value !== 'string' || !URL.canParse(value)) return null;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:' ? value : null;
}

/**
 * Builds the shell's page for a request. `distDir` is the shell's build (index.html and the
 * layout's prerender.json); `fetchPrerendered` reads a remote's prerender.json by URL;
 * `renderFirstScreen` (createFirstScreenRenderer's `render`) renders a route with its data.
 */
export function createPageStitcher({
  distDir,
  fetchPrerendered = createPrerenderFetcher(),
  renderFirstScreen = async () => null,
  readStylesheet = createStylesheetReader(),
}) {
  // Read again when the build changes: `npm run deploy:shell` points the served folder elsewhere.
  let files = { key: '', template: '', shell: null };
  const shellFiles = () => {
    const index = path.join(realpathSync(distDir), 'index.html');
    const key = `${index}:${statSync(index).mtimeMs}`;
    if (files.key !== key) {
      let shell = null;
      try {
        shell = JSON.parse(readFileSync(path.join(path.dirname(index), PRERENDER_FILE), 'utf8'));
      } catch {
        // A shell built without its prerender: pages are client-rendered, with the JSON block and hints.
      }
      files = { key, dir: path.dirname(index), template: readFileSync(index, 'utf8'), shell };
    }
    return files;
  };

  /**
   * A reader on one of a release's pages starts (in the background) the renders of its other data
   * screens for the same audience: the release's worker is started, and the next page of those gets
   * the cards at once rather than what the first page after a start or deploy would get.
   */
  function warmDataScreens(release, releaseBase, remotesDocument, currentPath, audience) {
    const bundleUrl = release ? releaseFileUrl(releaseBase, release.server) : null;
    const apiBaseUrl = httpUrl(remotesDocument?.apiBaseUrl);
    if (!bundleUrl || !apiBaseUrl) return;
    for (const [pattern, route] of Object.entries(release.routes ?? {})) {
      if (pattern === currentPath || !rendersWithData(route, audience)) continue;
      void renderFirstScreen({ bundleUrl, apiBaseUrl, pattern, url: pattern, audience }).catch(() => null);
    }
  }

  /**
   * A signed-in reader's screen rendered by the release from public data, in the shell's member
   * layout, with its query state and stylesheets; null (no markup, the browser renders the page)
   * when the release or the shell cannot render it so, or the render fails.
   */
  async function memberScreen(release, prerendered, releaseBase, remotesDocument, pattern) {
    const { shell, dir } = shellFiles();
    const files = prerendered?.member;
    const bundleUrl = release ? releaseFileUrl(releaseBase, release.server) : null;
    const apiBaseUrl = httpUrl(remotesDocument?.apiBaseUrl);
    if (typeof shell?.memberLayout !== 'string' || !rendersWithData(prerendered, 'member')) return null;
    if (!bundleUrl || !apiBaseUrl) return null;
    const rendered = await renderFirstScreen({
      bundleUrl,
      apiBaseUrl,
      pattern,
      url: pattern,
      audience: 'member',
    });
    if (!rendered) return null;
    const screen = splitTitle(rendered.html.replaceAll(RELEASE_BASE_PLACEHOLDER, releaseBase));
    return {
      title: screen.title,
      root: shell.memberLayout.replace(SCREEN_SLOT, () => `<!--$-->${screen.body}<!--/$-->`),
      head: [
        `<script type="application/json" id="${QUERY_STATE_ID}">${jsonForScript(rendered.state)}</script>`,
        ...(await stylesheetsFor(dir, shell.css, files.css, releaseBase, readStylesheet)),
      ],
    };
  }

  /**
   * @param {{ pathname: string, search?: string, cookie?: string, remotesDocument: unknown }} request
   * @returns {Promise<{ html: string, etag: string, prerendered: boolean }>}
   */
  return async function pageFor({ pathname, search = '', cookie, remotesDocument }) {
    const { template, shell, dir } = shellFiles();
    const head = [];
    let root = '';
    let title = null;
    const audience = hasSignedInCookie(cookie) ? 'member' : 'visitor';
    const owner = ownerOf(remotesDocument, pathname);
    if (owner) {
      const releaseBase = new URL('./', owner.entry).href;
      // The manifest's preload is used (or dropped) by the first fetch the runtime makes.
      head.push(
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(owner.entry)}">`,
      );
      // Markup only on the plain URL: a URL with a query (filters) has another first screen.
      const release =
        shell?.layout && owner.route.prerender === true && !search
          ? await fetchPrerendered(new URL(PRERENDER_FILE, releaseBase).href)
          : null;
      const prerendered = release?.routes?.[owner.route.path];
      warmDataScreens(release, releaseBase, remotesDocument, owner.route.path, audience);
      if (audience === 'member') {
        // A signed-in browser's first screen differs from a visitor's (the feed on '/', credits in
        // the header): only a route its release renders for members gets markup, and only with data.
        const member = await memberScreen(
          release,
          prerendered,
          releaseBase,
          remotesDocument,
          owner.route.path,
        );
        if (member) {
          ({ title } = member);
          head.push(...member.head);
          root = member.root;
        }
      } else if (prerendered && typeof prerendered.html === 'string') {
        // With its data when the release can render it so; the build's skeleton when that fails.
        const bundleUrl = releaseFileUrl(releaseBase, release.server);
        const apiBaseUrl = httpUrl(remotesDocument?.apiBaseUrl);
        const withData =
          prerendered.firstScreenData === true && bundleUrl && apiBaseUrl
            ? await renderFirstScreen({
                bundleUrl,
                apiBaseUrl,
                pattern: owner.route.path,
                url: owner.route.path,
              })
            : null;
        const screen = splitTitle(
          (withData?.html ?? prerendered.html).replaceAll(RELEASE_BASE_PLACEHOLDER, releaseBase),
        );
        title = screen.title;
        if (withData) {
          head.push(
            `<script type="application/json" id="${QUERY_STATE_ID}">${jsonForScript(withData.state)}</script>`,
          );
        }
        // The screen's first API requests start with the page, not after its JavaScript has run
        // (not needed when its data came with the markup).
        // `use-credentials`: the client sends the session cookie (credentials 'include'), and a
        // preload is only handed to a fetch of the same URL and credentials mode.
        for (const request of withData ? [] : (prerendered.requests ?? [])) {
          const href = apiRequestUrl(remotesDocument?.apiBaseUrl, request);
          if (href) {
            head.push(
              `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(href)}">`,
            );
          }
        }
        // `<!--$-->…<!--/$-->`: how React writes the Suspense boundary RemoteScreen renders it in.
        root = shell.layout.replace(SCREEN_SLOT, () => `<!--$-->${screen.body}<!--/$-->`);
        head.push(...(await stylesheetsFor(dir, shell.css, prerendered.css, releaseBase, readStylesheet)));
        // Scripts only when the remote just answered: Chromium hands a failed script preload to
        // the later <script> of the same URL, so a remote that was down would fail Retry once more.
        // Not with a screen rendered with its data either: it is on screen before any script runs,
        // and on a phone's bandwidth its scripts would only delay that first paint (LCP 2.0 → 1.7 s
        // in Lighthouse mobile); the shell's runtime fetches them as soon as it starts.
        if (!withData)
          head.push(
            `<link rel="preload" as="script" href="${escapeAttribute(new URL(REMOTE_ENTRY_FILE, releaseBase).href)}">`,
            ...(prerendered.js ?? []).map(
              (file) =>
                `<link rel="preload" as="script" href="${escapeAttribute(new URL(file, releaseBase).href)}">`,
            ),
          );
      }
    }
    head.push(
      `<script type="application/json" id="${REMOTES_DOCUMENT_ID}">${jsonForScript(remotesDocument)}</script>`,
    );
    let html = template.replace('</head>', () => `${head.join('')}</head>`);
    if (title !== null) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
    const rootAttributes = audience === 'member' ? ` ${AUDIENCE_ATTRIBUTE}="member"` : '';
    if (root)
      html = html.replace(/<div id="root"><\/div>/, () => `<div id="root"${rootAttributes}>${root}</div>`);
    // Weak: the same page is sent gzip-compressed or not.
    const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    return { html, etag, prerendered: Boolean(root) };
  };
}

/**
 * The shell server's handler for page URLs: the stitched page, revalidated on every load
 * (`no-cache` + ETag; it varies with the signed-in cookie), 304 when the browser's copy is current.
 */
export function createPageHandler({ distDir, readRemotes, fetchPrerendered, renderFirstScreen }) {
  const pageFor = createPageStitcher({ distDir, fetchPrerendered, renderFirstScreen });
  return async function sendPage(request, reply) {
    const url = new URL(request.url, 'http://page.invalid');
    const page = await pageFor({
      pathname: url.pathname,
      search: url.search,
      cookie: request.headers.cookie,
      remotesDocument: await readRemotes(),
    });
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'cookie');
    reply.header('etag', page.etag);
    reply.type('text/html; charset=utf-8');
    const known = String(request.headers['if-none-match'] ?? '').split(/\s*,\s*/);
    if (known.includes(page.etag)) return reply.code(304).send();
    return reply.send(page.html);
  };
}
