// What the page and first-screen tests share: a shell build (index.html and its prerendered layouts)
// and readers of the page they get back.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SCREEN_SLOT } from '../protocol.ts';

export const TEMPLATE = `<!doctype html><html lang="en"><head><title>ReferralHub</title><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>`;
export const LAYOUT = `<header>ReferralHub</header><main id="main">${SCREEN_SLOT}</main>`;
export const MEMBER_LAYOUT = `<header>ReferralHub <button>Menu</button></header><main id="main">${SCREEN_SLOT}</main>`;

/** A shell build folder with both layouts and one stylesheet; `remove()` deletes it. */
export async function shellBuild(
  prerender: object = { layout: LAYOUT, memberLayout: MEMBER_LAYOUT, css: ['static/css/async/layout.css'] },
) {
  const dir = await mkdtemp(path.join(tmpdir(), 'stitch-'));
  await writeFile(path.join(dir, 'index.html'), TEMPLATE);
  await writeFile(path.join(dir, 'prerender.json'), JSON.stringify(prerender));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The `<main>…` of a page, or the page's `#root` when the layout has none. */
export function mainOf(html: string): string {
  const start = html.indexOf('<main');
  return start === -1
    ? html.slice(html.indexOf('<div id="root">'))
    : html.slice(start, html.indexOf('</main>', start));
}

/** The text of the page's query-state block, or null. */
export const stateBlock = (html: string): string | null =>
  /<script type="application\/json" id="query-state">(.*?)<\/script>/s.exec(html)?.[1] ?? null;

/** A fake fetch answering with `answer(url, init)`, typed as fetch. */
export function fakeFetch(answer: (url: string, init?: RequestInit) => Promise<unknown>) {
  return answer as (url: string, init?: RequestInit) => Promise<Response>;
}

/** Polls `check` every 25 ms until it holds (a real thread's work must finish), for up to `withinMs`. */
export async function eventually(check: () => Promise<boolean>, withinMs = 5000): Promise<boolean> {
  const deadline = performance.now() + withinMs;
  while (!(await check())) {
    if (performance.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return true;
}
