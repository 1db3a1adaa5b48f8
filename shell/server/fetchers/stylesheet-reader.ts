// The stylesheets a page with markup puts in its head: the shell's from its build folder, a remote's
// over HTTP. Their names carry a content hash, so a text read once is kept (up to STYLESHEETS_KEPT,
// the oldest goes first); a failure is kept a few seconds.
import { readFileSync } from 'node:fs';
import { PRERENDER_CACHE_MS, type FetchLike } from './release-file-cache.ts';

/** How many stylesheets a reader keeps (a page needs half a dozen; releases add theirs). */
const STYLESHEETS_KEPT = 300;

/** A file of the shell's build, or a remote's URL. */
export type StylesheetSource = { file: string; url?: undefined } | { url: string; file?: undefined };

/**
 * Resolves the stylesheet's text, or null for one that cannot be put in a page as it is: unreadable,
 * or one that refers to other files (`url(`, `@import`: they would resolve against the page) or could
 * close its style element.
 */
export type ReadStylesheet = (source: StylesheetSource) => Promise<string | null>;

export function createStylesheetReader({
  timeoutMs = 1500,
  failureTtlMs = PRERENDER_CACHE_MS,
  fetchImpl = fetch,
}: { timeoutMs?: number; failureTtlMs?: number; fetchImpl?: FetchLike } = {}): ReadStylesheet {
  const texts = new Map<string, { text: string | null; at: number }>();
  const usable = (text: unknown) =>
    typeof text === 'string' && !/url\(|@import|<\/style/i.test(text) ? text : null;
  async function load(source: StylesheetSource): Promise<string | null> {
    try {
      if (source.file) return usable(readFileSync(source.file, 'utf8'));
      const response = await fetchImpl(source.url!, { signal: AbortSignal.timeout(timeoutMs) });
      return response.ok ? usable(await response.text()) : null;
    } catch {
      return null;
    }
  }
  return async function readStylesheet(source) {
    const key = source.file ?? source.url;
    const kept = texts.get(key);
    if (kept && (kept.text !== null || Date.now() - kept.at < failureTtlMs)) return kept.text;
    const text = await load(source);
    texts.delete(key);
    texts.set(key, { text, at: Date.now() });
    if (texts.size > STYLESHEETS_KEPT) texts.delete(texts.keys().next().value!);
    return text;
  };
}
