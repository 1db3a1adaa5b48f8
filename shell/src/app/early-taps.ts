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
/** The last tap that reached window's bubbling phase on a button React had hydrated: React answered it. */
let answeredTap = 0;

// Listens on window in the capturing phase, before React's listener on #root: React stops a tap it
// cannot answer (its part not hydrated, and not hydratable at once) from going further. Whether React
// answered is decided at the end of the tap's dispatch (onTapDispatched), not later: React's scheduler
// may hydrate the button in a task that runs before any timer of ours, and a tap it had dropped would
// then look answered and be lost (the early-tap journey lost 1 tap of 20 that way in 2 runs of 5).
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
    if (tap !== taps || answeredTap === tap) return;
    kept = { button, tappedAt };
    scheduleCheck();
  }, 0);
}

// Window's bubbling phase comes after React's listener: a tap that gets here on a hydrated button was
// answered (React hydrated it at once to answer it, if it was not already). One React dropped never
// gets here, since React stops it.
function onTapDispatched(event: MouseEvent) {
  if (replaying) return;
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button && isHydrated(button)) answeredTap = taps;
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
  window.addEventListener('click', onTapDispatched);
}

function stopListening() {
  window.removeEventListener('click', onTap, true);
  window.removeEventListener('click', onTapDispatched);
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
    stopListening();
  }, KEEP_FOR_MS);
}

/** The server's markup was replaced rather than hydrated: a tap on it means nothing any more. */
export function forgetEarlyTaps(): void {
  stopListening();
  clearTimeout(checkTimer);
  clearTimeout(stopTimer);
  checkTimer = undefined;
  stopTimer = undefined;
  root = null;
  kept = null;
  reactListening = false;
}
