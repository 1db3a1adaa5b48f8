// The pieces a stitched page is made of: JSON blocks that cannot close their script element,
// escaped attributes, preload hints, the screen's title moved into the head, and the stylesheets
// put in the page.
import path from 'node:path';
import type { ReadStylesheet } from '../fetchers/stylesheet-reader.ts';
import { SCREEN_SLOT } from '../protocol.ts';

/** `<`, `>`, `&` and the line separators escaped, so the JSON cannot close its script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function escapeAttribute(value: unknown): string {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** A `<script type="application/json">` block: data the browser never executes (no CSP exception). */
export function jsonBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${jsonForScript(value)}</script>`;
}

/** A `<link rel="preload">` hint. */
export function preload(as: 'fetch' | 'script', href: string, crossorigin?: 'anonymous' | 'use-credentials') {
  const cors = crossorigin ? ` crossorigin="${crossorigin}"` : '';
  return `<link rel="preload" as="${as}"${cors} href="${escapeAttribute(href)}">`;
}

/** The leading `<title>` React wrote for the screen, moved into the head. */
export function splitTitle(html: string): { title: string | null; body: string } {
  const match = /^<title>([^<]*)<\/title>/.exec(html);
  return match ? { title: match[1] ?? '', body: html.slice(match[0].length) } : { title: null, body: html };
}

/** The layout with the screen in its slot; `<!--$-->…<!--/$-->` is how React writes RemoteScreen's Suspense boundary. */
export function layoutWith(layout: string, screenBody: string): string {
  return layout.replace(SCREEN_SLOT, () => `<!--$-->${screenBody}<!--/$-->`);
}

/** `static/css/async/b.6a36b991d6.css` → `6a36b991d6`: the same stylesheet in two builds has the same hash. */
function contentHashOf(file: string): string {
  return /\.([0-9a-f]{8,})\.css$/.exec(file)?.[1] ?? file;
}

/**
 * The layout's stylesheets, then the screen's that the layout does not already have (a remote's
 * copy of a shared package's stylesheet, shared-ui, is the shell's under the remote's address), put
 * in the page: a few kilobytes that would otherwise be as many requests, from two origins, before
 * the first paint. Each `<style>` carries its file's address in `data-href`, where the bundlers'
 * CSS loaders look before adding a `<link>` for a chunk. One that cannot be read is linked instead.
 */
export async function stylesheetsFor(
  shellDir: string,
  shellCss: readonly string[] = [],
  screenCss: readonly string[] = [],
  releaseBase: string,
  readStylesheet: ReadStylesheet,
): Promise<string[]> {
  const linked = new Set(shellCss.map(contentHashOf));
  const sources = [
    ...shellCss.map((file) => ({ href: `/${file}`, file: path.join(shellDir, file), url: undefined })),
    ...screenCss
      .filter((file) => !linked.has(contentHashOf(file)))
      .map((file) => ({
        href: new URL(file, releaseBase).href,
        file: undefined,
        url: new URL(file, releaseBase).href,
      })),
  ];
  const texts = await Promise.all(
    sources.map(({ file, url }) => readStylesheet(file ? { file } : { url: url! }).catch(() => null)),
  );
  return sources.map(({ href }, index) =>
    texts[index] === null
      ? `<link rel="stylesheet" href="${escapeAttribute(href)}">`
      : `<style data-href="${escapeAttribute(href)}">${texts[index]}</style>`,
  );
}
