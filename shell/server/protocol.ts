// What the shell's server and the code it serves must agree on, written once (docs/TEAM-CONTRACTS.md,
// "Markup before JavaScript"): the files a release publishes for its markup, the marks the server
// puts in a page and the browser reads back, the signed-in cookie the browser writes and the server
// reads, and which remote owns a path. Imported by the server (shell/server), the shell's browser
// code (shell/src), the prerender builds (rsbuild.prerender.ts, shell/server/prerender) and
// shared-auth's server-render-audience. No imports and no DOM: it runs in Node and in the browser.

/** Written by a remote's production build beside its mf-manifest.json, and by the shell's build. */
export const PRERENDER_FILE = 'prerender.json';
/** A remote's render bundle, relative to its release (prerender.json's `server`). */
export const SERVER_RENDER_FILE = 'server/render.mjs';
/** The remote's entry file beside its manifest (Module Federation's default name). */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
/**
 * Where a remote's file URLs start in its prerendered markup: the release's address is only known
 * once deployed, so the Node build writes this and the shell's server puts the address in its place.
 */
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

/** Whom a server render is made for: a visitor, or a signed-in reader who is nobody in particular. */
export type RenderAudience = 'visitor' | 'member';

/** The audience the signed-in cookie's header value asks for (only a hint: nothing private follows). */
export function audienceOf(cookieHeader: string | undefined): RenderAudience {
  const signedIn = (cookieHeader ?? '')
    .split(';')
    .some((part) => part.trim().startsWith(`${SIGNED_IN_COOKIE}=1`));
  return signedIn ? 'member' : 'visitor';
}

/**
 * Whether a route pattern (react-router's, `:name` for a parameter) matches a path; a trailing
 * slash does not count. The shell's router and its server pick a path's remote with it.
 */
export function routeMatches(pattern: string, pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const wanted = pattern.split('/').filter(Boolean);
  const actual = normalized.split('/').filter(Boolean);
  return (
    wanted.length === actual.length &&
    wanted.every((part, index) => part.startsWith(':') || part === actual[index])
  );
}

/** What a render bundle's `renderFirstScreen` and `render` take, as JSON. */
export interface ScreenRequest {
  /** The route pattern, the key of the screen in the remote's `screens`. */
  pattern: string;
  /**
   * The URL to render: the pattern itself, or the pattern with the query of a route that declares
   * its `params` (`/job-opening?id=7`).
   */
  url: string;
  /** Who the page is for; a visitor when absent (a shell from before members were rendered). */
  audience?: RenderAudience;
}

export interface FirstScreenRequest extends ScreenRequest {
  /** The API's `/v1` base URL (remotes.json's apiBaseUrl) the queries are sent to. */
  apiBaseUrl: string;
}

/** What `renderFirstScreen` resolves to: the markup and its data's dehydrated query state. */
export interface RenderedScreen {
  html: string;
  state: { queries: unknown[]; mutations?: unknown[] };
}

/** One prerendered route as a remote's prerender.json holds it. */
export interface PrerenderedRoute {
  /**
   * The visitor's markup of the plain URL (the skeleton of a data screen). Absent for a route only a
   * signed-in reader can open (/settings): a visitor is sent to the login screen by the browser.
   */
  html?: string;
  /** Stylesheets the markup needs, then the script chunks that render it, relative to the build folder. */
  css: string[];
  js: string[];
  /**
   * The API requests the screen makes first for a visitor (paths with their query, relative to the
   * API's base URL, exactly as the client sends them): the shell's server preloads them with the
   * page, so the data arrives while the JavaScript downloads instead of after it has run.
   */
  requests?: string[];
  /**
   * The release's render bundle (the document's `server`) can render this route with its
   * first-screen data at request time (`renderFirstScreen`); `html` stays the skeleton to fall back on.
   */
  firstScreenData?: true;
  /**
   * The render bundle can render this route for a signed-in reader at request time, from public
   * data (`renderFirstScreen` with `audience: 'member'`): the stylesheets and script chunks that
   * render needs (a member's '/' is the feed, not the visitor's landing).
   */
  member?: { css: string[]; js: string[] };
  /**
   * The query parameters this route's first screen is rendered from at request time (`id` for
   * /job-opening): a URL whose query holds only these, once each, is rendered with its data for it;
   * any other query, or a render that fails, leaves the page to the browser (the build's markup is
   * the plain URL's).
   */
  params?: string[];
}

/** prerender.json of a remote. */
export interface RemotePrerenderDocument {
  remote: string;
  /** SERVER_RENDER_FILE when a route has first-screen data (a visitor's or a member's). */
  server?: string;
  routes: Record<string, PrerenderedRoute>;
}

/** prerender.json of the shell: its layout around SCREEN_SLOT, for each audience, and its stylesheets. */
export interface ShellPrerenderDocument {
  layout: string;
  /** Absent in a shell built before members were rendered. */
  memberLayout?: string;
  css: string[];
}
