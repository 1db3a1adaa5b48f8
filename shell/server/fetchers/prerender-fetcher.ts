// A release's prerender.json, read through the release-file cache. A remote that is down or slow
// yields null: the page is sent without its markup, as before.
import type { RemotePrerenderDocument } from '../protocol.ts';
import { PRERENDER_CACHE_MS, createReleaseFileCache, type FetchLike } from './release-file-cache.ts';

export type FetchPrerendered = (url: string) => Promise<RemotePrerenderDocument | null>;

export function createPrerenderFetcher({
  timeoutMs = 1500,
  ttlMs = PRERENDER_CACHE_MS,
  fetchImpl = fetch,
}: { timeoutMs?: number; ttlMs?: number; fetchImpl?: FetchLike } = {}): FetchPrerendered {
  return createReleaseFileCache({
    timeoutMs,
    ttlMs,
    fetchImpl,
    read: (response) => response.json() as Promise<RemotePrerenderDocument>,
  });
}
