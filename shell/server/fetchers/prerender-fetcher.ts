// A release's prerender.json, read through the release-file cache. A remote that is down or slow
// yields null: the page is sent without its markup, as before.
import type { RemotePrerenderDocument } from '../protocol.ts';
import { createReleaseFileCache, type ReleaseFileOptions } from './release-file-cache.ts';

export type FetchPrerendered = (url: string) => Promise<RemotePrerenderDocument | null>;

export function createPrerenderFetcher(options: ReleaseFileOptions = {}): FetchPrerendered {
  return createReleaseFileCache({
    ...options,
    read: (response) => response.json() as Promise<RemotePrerenderDocument>,
  });
}
