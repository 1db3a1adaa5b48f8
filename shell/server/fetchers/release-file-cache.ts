// The one cache of the files the shell's server reads from remotes' releases and build folders
// (prerender.json, a render bundle): a release's file is kept for good (a release never changes);
// a build folder's is trusted for `ttlMs`, then asked for again with the ETag it came with, so an
// unchanged file costs a 304 instead of its bytes. A failure is kept for `ttlMs` too.

/** The part of `fetch` the fetchers use: tests pass fakes. */
export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

/** How long a file fetched from a build folder is trusted before it is revalidated (a release's: for good). */
export const PRERENDER_CACHE_MS = 3000;

interface Kept<T> {
  value: T | null;
  etag: string | null;
  at: number;
  immutable: boolean;
}

/**
 * The headers that ask again for a file as a browser would: with its ETag (the render bundle is
 * ~2.3 MB, which took 120–150 ms of every first screen rendered more than a few seconds after the
 * last). fetch adds `Cache-Control: no-cache` to a request with `If-None-Match` unless it has one
 * already, and the static server answers `no-cache` with the whole file: `max-age=0` asks for
 * revalidation.
 */
function revalidationHeaders(etag: string | null | undefined): Record<string, string> {
  return etag ? { 'if-none-match': etag, 'cache-control': 'max-age=0' } : {};
}

/** How the release-file cache fetches: its time limits and the fetch itself. */
export interface ReleaseFileOptions {
  /** How long a build folder's file is trusted (default PRERENDER_CACHE_MS). */
  ttlMs?: number;
  /** How long a request may take (default 1.5 s). */
  timeoutMs?: number;
  fetchImpl?: FetchLike;
}

/**
 * A function reading a file by URL through the cache; `read` turns a 200 answer into the value
 * kept. Resolves null when the file cannot be had (down, slow, not found, unreadable).
 */
export function createReleaseFileCache<T>({
  ttlMs = PRERENDER_CACHE_MS,
  timeoutMs = 1500,
  fetchImpl = fetch,
  read,
}: ReleaseFileOptions & { read: (response: Response) => Promise<T> }): (url: string) => Promise<T | null> {
  const cache = new Map<string, Kept<T>>();
  return async function fetchKept(url) {
    const cached = cache.get(url);
    if (cached && (cached.immutable || Date.now() - cached.at < ttlMs)) return cached.value;
    let value: T | null = null;
    let etag: string | null = null;
    try {
      const response = await fetchImpl(url, {
        headers: revalidationHeaders(cached?.value ? cached.etag : null),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 304 && cached?.value) ({ value, etag } = cached);
      else if (response.ok) {
        etag = response.headers?.get?.('etag') ?? null;
        value = await read(response);
      }
    } catch {
      value = null;
    }
    cache.set(url, { value, etag, at: Date.now(), immutable: value !== null && url.includes('/releases/') });
    return value;
  };
}
