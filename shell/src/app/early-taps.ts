// A server-rendered page is on screen before its scripts have run (shell/server/pages/page-stitcher.ts).
// Until React has hydrated a part of it, that part's buttons do nothing: on a phone that is seconds
// during which a tap on Filters, Apply, a tab or the menu would be lost. This holds before
// `hydrateRoot` is called and after it too, for a part whose code is still loading: React drops a
// click it cannot answer at once. The last such tap is kept and clicked again once React has hydrated
// that button. Links need none of this: they work without scripts.

const KEEP_FOR_MS = 15_000;
const CHECK_EVERY_MS = 50;

let root: HTMLElement | null = null;
let kept: { button: HTMLButtonElement; tappedAt: number } | null = null;
let reactListening = false;
let replaying = false;
let checkTimer: ReturnType<typeof setTimeout> | undefined;
let stopTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * React marks each element it has hydrated with its props (`__reactProps$<id>`): an internal, but the
 * only sign that a given button answers clicks now. The browser journey (e2e prerender.test.mjs) fails
 * if a React upgrade changes it.
 */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

let taps = 0;

// Listens on window in the capturing phase, before React's listener on #root: React stops a tap it
// cannot answer (its part not hydrated, and not hydratable at once) from going further. After the
// tap's dispatch, a button React hydrated meanwhile (it does so at once when it can, to answer the
// tap) got the tap; one still not hydrated did not, and is kept.
function onTap(event: MouseEvent) {
  if (replaying || !root) return;
  const tap = ++taps;
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest('button');
  // The reader's latest tap is the one that counts: a tap React answered, or one elsewhere, drops the
  // kept one. A submit button already does what it does without scripts (its form is sent).
  kept = null;
  if (!button || !root.contains(button) || button.type !== 'button' || button.disabled) return;
  if (isHydrated(button)) return;
  const tappedAt = Date.now();
  setTimeout(() => {
    if (tap !== taps || isHydrated(button)) return;
    kept = { button, tappedAt };
    scheduleCheck();
  }, 0);
}

function scheduleCheck() {
  if (reactListening && kept && checkTimer === undefined) checkTimer = setTimeout(check, CHECK_EVERY_MS);
}

function check() {
  checkTimer = undefined;
  if (!kept) return;
  const { button, tappedAt } = kept;
  // A click long after the tap would surprise; a button that left the page is gone with its meaning.
  if (!button.isConnected || Date.now() - tappedAt > KEEP_FOR_MS) {
    kept = null;
  } else if (isHydrated(button)) {
    kept = null;
    replaying = true;
    try {
      button.click();
    } finally {
      replaying = false;
    }
  }
  scheduleCheck();
}

/** Starts keeping taps on the buttons of `root`'s server markup (none when it has none). */
export function keepEarlyTaps(markup: HTMLElement): void {
  if (root || !markup.hasChildNodes()) return;
  root = markup;
  window.addEventListener('click', onTap, true);
}

/**
 * Call once `hydrateRoot` has been called: the kept tap's button, while it stays on the page, is
 * clicked again as soon as React has hydrated it. Taps React cannot answer yet (their part's code
 * still loading) are kept the same way for 15 s more.
 */
export function replayEarlyTaps(): void {
  if (!root || reactListening) return;
  reactListening = true;
  scheduleCheck();
  stopTimer = setTimeout(() => {
    stopTimer = undefined;
    window.removeEventListener('click', onTap, true);
  }, KEEP_FOR_MS);
}

/** The server's markup was replaced rather than hydrated: a tap on it means nothing any more. */
export function forgetEarlyTaps(): void {
  window.removeEventListener('click', onTap, true);
  clearTimeout(checkTimer);
  clearTimeout(stopTimer);
  checkTimer = undefined;
  stopTimer = undefined;
  root = null;
  kept = null;
  reactListening = false;
}
