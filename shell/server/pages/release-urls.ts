// The addresses a page is built from, each checked before it goes into the page or is fetched: the
// remote and route that own a path (remotes.json), a file of a release, an API request a screen
// declared, the API's base URL.
import { routeMatches } from '../protocol.ts';

/** A remote's deployment as the shell's server reads it from remotes.json (unchecked JSON). */
interface DeploymentEntry {
  entry?: unknown;
  routes?: { path?: unknown; prerender?: unknown }[];
}

/** remotes.json as the shell's server reads it: unchecked, so every field is optional. */
export interface RemotesDocument {
  apiBaseUrl?: unknown;
  remotes?: Record<string, DeploymentEntry | undefined>;
}

export interface Owner {
  remote: string;
  route: { path: string; prerender?: unknown };
  /** The URL of the release's mf-manifest.json. */
  entry: string;
}

/** The remote, route and manifest URL that own `pathname` in remotes.json (the shell's rule: first claim wins). */
export function ownerOf(remotesDocument: unknown, pathname: string): Owner | null {
  const remotes = (remotesDocument as RemotesDocument | null)?.remotes ?? {};
  for (const [remote, deployment] of Object.entries(remotes)) {
    const entry = deployment?.entry;
    if (typeof entry !== 'string' || !URL.canParse(entry)) continue;
    const route = (deployment?.routes ?? []).find((candidate) =>
      routeMatches(String(candidate?.path), pathname),
    );
    if (route) return { remote, route: { ...route, path: String(route.path) }, entry };
  }
  return null;
}

/**
 * The API address for a request a screen declared (a path below the API's base URL, see
 * rsbuild.prerender.ts), or null when either is not what it should be: a hint never leaves the API.
 */
export function apiRequestUrl(apiBaseUrl: unknown, request: unknown): string | null {
  if (typeof apiBaseUrl !== 'string' || !URL.canParse(apiBaseUrl) || typeof request !== 'string') return null;
  if (!request.startsWith('/') || request.startsWith('//')) return null;
  const base = new URL(apiBaseUrl);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') return null;
  const url = new URL(`${base.href.replace(/\/+$/, '')}${request}`);
  const basePath = base.pathname.replace(/\/+$/, '');
  return url.origin === base.origin && url.pathname.startsWith(`${basePath}/`) ? url.href : null;
}

/** The URL of a file a release names (its render bundle), or null when it would leave the release. */
export function releaseFileUrl(releaseBase: string, file: unknown): string | null {
  if (typeof file !== 'string' || file.startsWith('/') || file.includes('\\')) return null;
  const url = new URL(file, releaseBase);
  return url.href.startsWith(releaseBase) && !url.search && !url.hash ? url.href : null;
}

/** An http(s) API base URL from remotes.json, or null. */
export function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !URL.canParse(value)) return null;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:' ? value : null;
}

/**
 * The URL a route's first screen is rendered for: the pattern for the plain URL; the pattern with
 * the query for a query made only of the route's declared `params` (each once, at most 200
 * characters), in their declared order, so two spellings of one URL share one render; otherwise
 * null (the browser renders that page).
 */
export function firstScreenUrl(pattern: string, params: unknown, search: string): string | null {
  if (search === '' || search === '?') return pattern;
  if (!Array.isArray(params) || params.length === 0 || search.length > 200) return null;
  const query = new URLSearchParams(search);
  const names = [...query.keys()];
  if (names.some((name) => !params.includes(name)) || new Set(names).size !== names.length) return null;
  const canonical = new URLSearchParams();
  for (const name of params) {
    const value = query.get(String(name));
    if (value !== null) canonical.set(String(name), value);
  }
  return `${pattern}?${canonical.toString()}`;
}
