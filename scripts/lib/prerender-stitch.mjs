// The shell's pages with their markup (docs/TEAM-CONTRACTS.md, "Markup before JavaScript"): the
// shell's server puts the *live* release's prerendered screen (its prerender.json, beside the
// mf-manifest.json that remotes.json names) into the shell's prerendered layout, and adds to the
// page what the browser would otherwise discover one request after another: remotes.json itself
// (a JSON block, which no browser executes, so the Content-Security-Policy without inline scripts
// holds), the stylesheets the markup needs and preload hints for the remote's manifest, entry and
// screen chunks. A remote's deploy changes its pages' HTML without a shell build.
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';

export const PRERENDER_FILE = 'prerender.json';
/** Written by rsbuild.prerender.ts where a remote's file URLs start (known only once deployed). */
export const RELEASE_BASE_PLACEHOLDER = '/__referralhub_release__/';
/** Where the shell's prerendered layout takes the screen (shell/src/prerender.tsx). */
export const SCREEN_SLOT = 'REFERRALHUB-PRERENDERED-SCREEN';
/** Set by the shell in the browser while it holds a session (shell/src/app/signed-in-cookie.ts). */
export const SIGNED_IN_COOKIE = 'referralhub-signed-in';
/** The id of the JSON copy of remotes.json in the page (shell/src/remotes/remotes-config.ts). */
export const REMOTES_DOCUMENT_ID = 'remotes-document';

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

/** The leading `<title>` React wrote for the screen, moved into the head. */
function splitTitle(html) {
  const match = /^<title>([^<]*)<\/title>/.exec(html);
  return match ? { title: match[1], body: html.slice(match[0].length) } : { title: null, body: html };
}

/**
 * Fetches a release's prerender.json: kept for good under /releases/ (a release never changes),
 * for a few seconds otherwise (a remote served from its build folder may be rebuilt). A remote
 * that is down or slow yields null: the page is sent without its markup, as before.
 */
/** How long the page handler trusts a prerender.json fetched from a build folder (a release's: for good). */
export const PRERENDER_CACHE_MS = 3000;

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
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (response.ok) value = await response.json();
    } catch {
      value = null;
    }
    cache.set(url, { value, at: Date.now(), immutable: value !== null && url.includes('/releases/') });
    return value;
  };
}

/**
 * Builds the shell's page for a request. `distDir` is the shell's build (index.html and the
 * layout's prerender.json); `fetchPrerendered` reads a remote's prerender.json by URL.
 */
export function createPageStitcher({ distDir, fetchPrerendered = createPrerenderFetcher() }) {
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
      files = { key, template: readFileSync(index, 'utf8'), shell };
    }
    return files;
  };

  /**
   * @param {{ pathname: string, search?: string, cookie?: string, remotesDocument: unknown }} request
   * @returns {Promise<{ html: string, etag: string, prerendered: boolean }>}
   */
  return async function pageFor({ pathname, search = '', cookie, remotesDocument }) {
    const { template, shell } = shellFiles();
    const head = [];
    let root = '';
    let title = null;
    const owner = ownerOf(remotesDocument, pathname);
    if (owner) {
      const releaseBase = new URL('./', owner.entry).href;
      // The manifest's preload is used (or dropped) by the first fetch the runtime makes.
      head.push(
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(owner.entry)}">`,
      );
      // Markup only for a visitor on the plain URL: a signed-in browser's first screen differs
      // (the feed on '/', its credits in the header), and so may a URL with a query (filters).
      const prerendered =
        shell?.layout && owner.route.prerender === true && !search && !hasSignedInCookie(cookie)
          ? (await fetchPrerendered(new URL(PRERENDER_FILE, releaseBase).href))?.routes?.[owner.route.path]
          : null;
      if (prerendered && typeof prerendered.html === 'string') {
        const screen = splitTitle(prerendered.html.replaceAll(RELEASE_BASE_PLACEHOLDER, releaseBase));
        title = screen.title;
        // The screen's first API requests start with the page, not after its JavaScript has run.
        // `use-credentials`: the client sends the session cookie (credentials 'include'), and a
        // preload is only handed to a fetch of the same URL and credentials mode.
        for (const request of prerendered.requests ?? []) {
          const href = apiRequestUrl(remotesDocument?.apiBaseUrl, request);
          if (href) {
            head.push(
              `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(href)}">`,
            );
          }
        }
        // `<!--$-->…<!--/$-->`: how React writes the Suspense boundary RemoteScreen renders it in.
        root = shell.layout.replace(SCREEN_SLOT, () => `<!--$-->${screen.body}<!--/$-->`);
        const stylesheets = [
          ...(shell.css ?? []).map((file) => `/${file}`),
          ...(prerendered.css ?? []).map((file) => new URL(file, releaseBase).href),
        ];
        head.push(...stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`));
        // Scripts only when the remote just answered: Chromium hands a failed script preload to
        // the later <script> of the same URL, so a remote that was down would fail Retry once more.
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
    if (root) html = html.replace(/<div id="root"><\/div>/, () => `<div id="root">${root}</div>`);
    // Weak: the same page is sent gzip-compressed or not.
    const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    return { html, etag, prerendered: Boolean(root) };
  };
}

/**
 * The shell server's handler for page URLs: the stitched page, revalidated on every load
 * (`no-cache` + ETag; it varies with the signed-in cookie), 304 when the browser's copy is current.
 */
export function createPageHandler({ distDir, readRemotes, fetchPrerendered }) {
  const pageFor = createPageStitcher({ distDir, fetchPrerendered });
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
