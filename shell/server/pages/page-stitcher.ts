// The shell's pages with their markup (docs/TEAM-CONTRACTS.md, "Markup before JavaScript"): the
// shell's server puts the *live* release's prerendered screen (its prerender.json, beside the
// mf-manifest.json that remotes.json names) into the shell's prerendered layout, and adds to the
// page what the browser would otherwise discover one request after another: remotes.json itself
// (a JSON block, which no browser executes, so the Content-Security-Policy without inline scripts
// holds), the stylesheets the markup needs and preload hints for the remote's manifest, entry and
// screen chunks. A remote's deploy changes its pages' HTML without a shell build.
// A route whose release can render it with data (a visitor's /feed) is rendered at request time by
// that release's render bundle (first-screens/); its data's query state travels in the page as a
// JSON block the shell's browser code hydrates its query client from. A browser that holds a
// session gets the routes its release renders for a signed-in reader (the feed on '/' and '/feed'):
// the shell's member layout and the screen rendered from public data, everything personal left
// pending (the browser fetches it once it has hydrated): the same page for every signed-in reader,
// so nobody's data is in it. A route that declares its `params` (/job-opening?id=) is rendered per
// URL with that query.
import { createHash } from 'node:crypto';
import { createPrerenderFetcher, type FetchPrerendered } from '../fetchers/prerender-fetcher.ts';
import { createStylesheetReader, type ReadStylesheet } from '../fetchers/stylesheet-reader.ts';
import type { RenderFirstScreen } from '../first-screens/first-screen-renderer.ts';
import {
  AUDIENCE_ATTRIBUTE,
  PRERENDER_FILE,
  QUERY_STATE_ID,
  RELEASE_BASE_PLACEHOLDER,
  REMOTE_ENTRY_FILE,
  REMOTES_DOCUMENT_ID,
  audienceOf,
  type PrerenderedRoute,
  type RemotePrerenderDocument,
  type RenderAudience,
} from '../protocol.ts';
import { jsonBlock, layoutWith, preload, splitTitle, stylesheetsFor } from './page-parts.ts';
import {
  apiRequestUrl,
  firstScreenUrl,
  httpUrl,
  ownerOf,
  releaseFileUrl,
  type RemotesDocument,
} from './release-urls.ts';
import { createShellBuildReader } from './shell-build.ts';

export interface PageRequest {
  pathname: string;
  search?: string;
  cookie?: string;
  remotesDocument: unknown;
}

export interface Page {
  html: string;
  etag: string;
  prerendered: boolean;
}

/** What goes into the page for its screen: its title, its head elements and `#root`'s content. */
interface Screen {
  title: string | null;
  head: string[];
  root: string;
}

/** What a screen's markup is made from: the owning release and where its files are. */
interface Release {
  document: RemotePrerenderDocument | null;
  base: string;
  route: PrerenderedRoute | undefined;
  pattern: string;
  /** The URL its first screen is rendered for: the pattern, or with the route's declared query. */
  url: string;
  bundleUrl: string | null;
  apiBaseUrl: string | null;
}

/**
 * Whether a release's prerendered route can be rendered with data for this audience: a visitor's
 * (`firstScreenData`) or a signed-in reader's (`member`, with the files that render needs).
 */
function rendersWithData(route: PrerenderedRoute | undefined, audience: RenderAudience): boolean {
  if (audience === 'member') return Array.isArray(route?.member?.css) && Array.isArray(route?.member?.js);
  return route?.firstScreenData === true;
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
}: {
  distDir: string;
  fetchPrerendered?: FetchPrerendered;
  renderFirstScreen?: RenderFirstScreen;
  readStylesheet?: ReadStylesheet;
}): (request: PageRequest) => Promise<Page> {
  const shellBuild = createShellBuildReader(distDir);

  /**
   * A reader on one of a release's pages starts (in the background) the renders of its other data
   * screens for the same audience: the release's worker is started, and the next page of those gets
   * the cards at once rather than what the first page after a start or deploy would get.
   */
  function warmDataScreens(release: Release, audience: RenderAudience) {
    const { bundleUrl, apiBaseUrl } = release;
    if (!bundleUrl || !apiBaseUrl) return;
    for (const [pattern, route] of Object.entries(release.document?.routes ?? {})) {
      if (pattern === release.pattern || !rendersWithData(route, audience)) continue;
      void renderFirstScreen({ bundleUrl, apiBaseUrl, pattern, url: pattern, audience }).catch(() => null);
    }
  }

  /**
   * A signed-in reader's screen rendered by the release from public data, in the shell's member
   * layout, with its query state and stylesheets; null (no markup, the browser renders the page)
   * when the release or the shell cannot render it so, or the render fails.
   */
  async function memberScreen(release: Release): Promise<Screen | null> {
    const { shell, dir } = shellBuild();
    const { route, bundleUrl, apiBaseUrl, base, pattern, url } = release;
    if (typeof shell?.memberLayout !== 'string' || !rendersWithData(route, 'member')) return null;
    if (!bundleUrl || !apiBaseUrl) return null;
    const rendered = await renderFirstScreen({ bundleUrl, apiBaseUrl, pattern, url, audience: 'member' });
    if (!rendered) return null;
    const screen = splitTitle(rendered.html.replaceAll(RELEASE_BASE_PLACEHOLDER, base));
    return {
      title: screen.title,
      root: layoutWith(shell.memberLayout, screen.body),
      head: [
        jsonBlock(QUERY_STATE_ID, rendered.state),
        ...(await stylesheetsFor(dir, shell.css, route?.member?.css, base, readStylesheet)),
      ],
    };
  }

  /**
   * A visitor's screen: with its data when the release can render it so, else the build's skeleton
   * (the plain URL's: a URL with a query gets no markup without its data).
   */
  async function visitorScreen(release: Release, remotesDocument: unknown): Promise<Screen | null> {
    const { shell, dir } = shellBuild();
    const { route, bundleUrl, apiBaseUrl, base, pattern, url } = release;
    if (!shell?.layout || !route) return null;
    const withData =
      route.firstScreenData === true && bundleUrl && apiBaseUrl
        ? await renderFirstScreen({ bundleUrl, apiBaseUrl, pattern, url })
        : null;
    const markup = withData?.html ?? (url === pattern ? route.html : undefined);
    if (typeof markup !== 'string') return null;
    const screen = splitTitle(markup.replaceAll(RELEASE_BASE_PLACEHOLDER, base));
    const head = withData ? [jsonBlock(QUERY_STATE_ID, withData.state)] : [];
    // The screen's first API requests start with the page, not after its JavaScript has run (not
    // needed when its data came with the markup). `use-credentials`: the client sends the session
    // cookie (credentials 'include'), and a preload is only handed to a fetch of the same URL and
    // credentials mode.
    for (const request of withData ? [] : (route.requests ?? [])) {
      const href = apiRequestUrl((remotesDocument as RemotesDocument | null)?.apiBaseUrl, request);
      if (href) head.push(preload('fetch', href, 'use-credentials'));
    }
    head.push(...(await stylesheetsFor(dir, shell.css, route.css, base, readStylesheet)));
    // Scripts only when the remote just answered: Chromium hands a failed script preload to the
    // later <script> of the same URL, so a remote that was down would fail Retry once more. Not with
    // a screen rendered with its data either: it is on screen before any script runs, and on a
    // phone's bandwidth its scripts would only delay that first paint (LCP 2.0 → 1.7 s in Lighthouse
    // mobile); the shell's runtime fetches them as soon as it starts.
    if (!withData) {
      head.push(
        preload('script', new URL(REMOTE_ENTRY_FILE, base).href),
        ...(route.js ?? []).map((file) => preload('script', new URL(file, base).href)),
      );
    }
    return { title: screen.title, head, root: layoutWith(shell.layout, screen.body) };
  }

  return async function pageFor({ pathname, search = '', cookie, remotesDocument }) {
    const { template, shell } = shellBuild();
    const head: string[] = [];
    let screen: Screen | null = null;
    const audience = audienceOf(cookie);
    const owner = ownerOf(remotesDocument, pathname);
    if (owner) {
      const base = new URL('./', owner.entry).href;
      // The manifest's preload is used (or dropped) by the first fetch the runtime makes.
      head.push(preload('fetch', owner.entry, 'anonymous'));
      const document =
        shell?.layout && owner.route.prerender === true
          ? await fetchPrerendered(new URL(PRERENDER_FILE, base).href)
          : null;
      const route = document?.routes?.[owner.route.path];
      // Markup for the plain URL, or one whose query is all the route renders from (an opening's
      // id): any other query (the feed's filters) has another first screen, left to the browser.
      const url = firstScreenUrl(owner.route.path, route?.params, search);
      const release: Release = {
        document: url === null ? null : document,
        base,
        route: url === null ? undefined : route,
        pattern: owner.route.path,
        url: url ?? owner.route.path,
        bundleUrl: document ? releaseFileUrl(base, document.server) : null,
        apiBaseUrl: httpUrl((remotesDocument as RemotesDocument | null)?.apiBaseUrl),
      };
      warmDataScreens(release, audience);
      // A signed-in browser's first screen differs from a visitor's (the feed on '/', credits in
      // the header): only a route its release renders for members gets markup, and only with data.
      screen =
        audience === 'member' ? await memberScreen(release) : await visitorScreen(release, remotesDocument);
      if (screen) head.push(...screen.head);
    }
    head.push(jsonBlock(REMOTES_DOCUMENT_ID, remotesDocument));
    let html = template.replace('</head>', () => `${head.join('')}</head>`);
    const title = screen?.title ?? null;
    if (title !== null) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
    const rootAttributes = audience === 'member' ? ` ${AUDIENCE_ATTRIBUTE}="member"` : '';
    if (screen?.root)
      html = html.replace(
        /<div id="root"><\/div>/,
        () => `<div id="root"${rootAttributes}>${screen.root}</div>`,
      );
    // Weak: the same page is sent gzip-compressed or not.
    const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    return { html, etag, prerendered: Boolean(screen?.root) };
  };
}
