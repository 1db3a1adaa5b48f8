// Renders first screens with their data through the live release's render bundle
// (docs/TEAM-CONTRACTS.md, "Markup before JavaScript"): the bundle is fetched from the release
// (bundle-fetcher.ts), run in the release's worker thread (render-worker-pool.ts), and the result
// kept (first-screen-cache.ts). A render that throws, crashes, overruns `timeoutMs` or whose bundle
// cannot be fetched or started resolves to null: the page then carries the build-time skeleton. A
// page waits `timeoutMs` in all; starting a release's worker (the first page after a deploy)
// carries on in the background for up to `startTimeoutMs`, and a render that has not answered
// `graceMs` after its page gave up ends its thread.
import type { ResourceLimits } from 'node:worker_threads';
import type { RenderAudience, RenderedScreen } from '../protocol.ts';
import { createBundleFetcher } from '../fetchers/bundle-fetcher.ts';
import { PRERENDER_CACHE_MS, type FetchLike } from '../fetchers/release-file-cache.ts';
import { createFirstScreenCache } from './first-screen-cache.ts';
import { createRenderWorkerPool } from './render-worker-pool.ts';

/** A first screen to render: which release's bundle, against which API, which route for whom. */
export interface FirstScreenRender {
  bundleUrl: string;
  apiBaseUrl: string;
  pattern: string;
  url: string;
  audience?: RenderAudience;
}

export type RenderFirstScreen = (request: FirstScreenRender) => Promise<RenderedScreen | null>;

export interface FirstScreenRendererOptions {
  /** How long a page waits for a render before it is sent with the skeleton (300 ms). */
  timeoutMs?: number;
  /** How long a rendered first screen, or a failure, is reused before it is rendered again (5 s). */
  cacheMs?: number;
  /**
   * How old a good render may still be sent while the next one is made in the background (15 s:
   * the API lets an opening be cached 15 s).
   */
  maxStaleMs?: number;
  /** How long a build folder's bundle is trusted before it is revalidated (PRERENDER_CACHE_MS). */
  bundleTtlMs?: number;
  /** How long fetching a bundle may take (1.5 s). */
  fetchTimeoutMs?: number;
  /** How long a render may run on after its page gave up, before its thread is ended (1 s). */
  graceMs?: number;
  /** How long a release's bundle may take to load in its new thread (3 s). */
  startTimeoutMs?: number;
  /** How many release threads run at once; the least recently used goes (4). */
  maxWorkers?: number;
  resourceLimits?: ResourceLimits;
  fetchImpl?: FetchLike;
}

function isRenderedScreen(value: unknown): value is RenderedScreen {
  const candidate = value as RenderedScreen | null;
  return (
    typeof candidate?.html === 'string' &&
    candidate.state !== null &&
    typeof candidate.state === 'object' &&
    Array.isArray(candidate.state.queries)
  );
}

export function createFirstScreenRenderer({
  timeoutMs = 300,
  cacheMs = 5000,
  maxStaleMs = 15_000,
  bundleTtlMs = PRERENDER_CACHE_MS,
  fetchTimeoutMs = 1500,
  graceMs = 1000,
  startTimeoutMs = 3000,
  maxWorkers = 4,
  resourceLimits = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
  fetchImpl = fetch,
}: FirstScreenRendererOptions = {}): { render: RenderFirstScreen; close(): Promise<void> } {
  const bundles = createBundleFetcher({ ttlMs: bundleTtlMs, timeoutMs: fetchTimeoutMs, fetchImpl });
  const pool = createRenderWorkerPool({ maxWorkers, resourceLimits, startTimeoutMs });
  const cached = createFirstScreenCache<RenderedScreen>({ cacheMs, maxStaleMs });

  /**
   * The page waits `timeoutMs` for the render. A slower one (a slow API, a busy machine) still gets
   * `graceMs` to finish, and its result serves the next pages; after that its thread is ended.
   */
  async function renderWith({
    bundleUrl,
    pattern,
    url,
    apiBaseUrl,
    audience = 'visitor',
  }: FirstScreenRender) {
    const file = await bundles.fetchBundle(bundleUrl);
    if (!file) return null;
    const worker = pool.workerFor(file, apiBaseUrl);
    await worker.ready;
    const rendered = await worker.render(pattern, url, audience, timeoutMs + graceMs);
    return isRenderedScreen(rendered) ? rendered : null;
  }

  /**
   * The page waits `timeoutMs` from its arrival, whatever is left to do: fetching the bundle and
   * starting its worker (the first page after a deploy) included, so no page's HTML waits for a
   * release's start. What is not done by then carries on and its result serves the next pages.
   */
  async function renderOnce(request: FirstScreenRender, recordLate: (value: RenderedScreen) => void) {
    const answer = renderWith(request).catch(() => null);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), timeoutMs);
    });
    const first = await Promise.race([answer, late]);
    clearTimeout(timer);
    if (first !== 'late') return first;
    void answer.then((rendered) => rendered && recordLate(rendered));
    return null;
  }

  return {
    render(request) {
      const key = JSON.stringify([
        request.bundleUrl,
        request.apiBaseUrl,
        request.pattern,
        request.url,
        request.audience ?? 'visitor',
      ]);
      return cached(key, (record) => renderOnce(request, record));
    },
    async close() {
      await pool.close();
      bundles.close();
    },
  };
}
