// The rendered first screens, by (bundle, API, route, URL, audience): each result, a failure included,
// is reused for `cacheMs`, and a good one is still sent up to `maxStaleMs` old while the next render
// runs in the background. Pages asking at the same time share one render.

interface Entry<T> {
  pending: Promise<T | null> | null;
  settled: { value: T | null; at: number } | null;
  good: { value: T; at: number } | null;
}

/**
 * `render(record)` makes a new render; it may resolve null early (the page would not wait) and hand
 * the result to `record` once it arrives, so the next pages get it.
 */
export type RenderInto<T> = (record: (value: T) => void) => Promise<T | null>;

export function createFirstScreenCache<T>({ cacheMs, maxStaleMs }: { cacheMs: number; maxStaleMs: number }) {
  const results = new Map<string, Entry<T>>();

  function forgetOld(now: number) {
    for (const [key, old] of results) {
      const last = Math.max(old.settled?.at ?? 0, old.good?.at ?? 0);
      if (!old.pending && now - last >= Math.max(cacheMs, maxStaleMs)) results.delete(key);
    }
  }

  return function cached(key: string, render: RenderInto<T>): Promise<T | null> {
    const now = Date.now();
    forgetOld(now);
    let entry = results.get(key);
    if (!entry) {
      entry = { pending: null, settled: null, good: null };
      results.set(key, entry);
    }
    const current = entry;
    const record = (value: T | null) => {
      current.settled = { value, at: Date.now() };
      if (value) current.good = { value, at: Date.now() };
    };
    const refresh = () => {
      current.pending ??= render(record).then((value) => {
        record(value);
        current.pending = null;
        return value;
      });
      return current.pending;
    };
    const fresh = current.settled !== null && now - current.settled.at < cacheMs;
    if (fresh && current.settled?.value) return Promise.resolve(current.settled.value);
    // A good render a little older is sent at once while the next one is made (in the background):
    // a busy moment of the API or of this machine costs no page its cards.
    if (current.good && now - current.good.at < maxStaleMs) {
      if (!fresh) void refresh();
      return Promise.resolve(current.good.value);
    }
    if (fresh) return Promise.resolve(null);
    return refresh();
  };
}
