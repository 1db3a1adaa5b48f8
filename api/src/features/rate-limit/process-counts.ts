import { LRUCache } from 'lru-cache';

export type RateLimitCount = { current: number; ttl: number };

type Window = { count: number; expiresAt: number };

/**
 * Per-process counts of a Redis-backed limit, for when Redis cannot be asked. While Redis answers, each
 * answer is mirrored here (the shared total and the window's end); once it does not, requests count on from
 * the last shared total this process saw. A client can so pass at most the limit on each replica during an
 * outage (the documented bound: limit × replicas), and less when the outage starts mid-window.
 */
export class ProcessCounts {
  private readonly windows: LRUCache<string, Window>;

  constructor(maxKeys = 100_000) {
    this.windows = new LRUCache({ max: maxKeys });
  }

  /** Counts one request here; a window that ended starts again. */
  incr(key: string, windowMs: number): RateLimitCount {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.expiresAt <= now) {
      window = { count: 0, expiresAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.expiresAt - now };
  }

  /** Adopts Redis's answer for the key: the shared total and what is left of its window. */
  mirror(key: string, count: RateLimitCount): void {
    this.windows.set(key, { count: count.current, expiresAt: Date.now() + count.ttl });
  }
}
