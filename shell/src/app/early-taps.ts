// A server-rendered page is on screen before its scripts have run (scripts/lib/prerender-stitch.mjs).
// Until React takes it over, its buttons do nothing: on a phone that is seconds during which a tap on
// Filters, a tab or the menu would be lost. The last such tap is kept and clicked again once React
// has hydrated that button. (React itself drops a click on a part it cannot hydrate at once, such as
// a screen whose code is still loading.) Links need none of this: they work without scripts.

let lastTapped: HTMLButtonElement | null = null;
let listeningOn: HTMLElement | null = null;

function rememberTap(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest('button');
  // A submit button already does what it does without scripts (its form is sent).
  if (button && button.type === 'button' && !button.disabled) lastTapped = button;
}

/** Starts keeping taps on the buttons of `root`'s server markup (none when it has none). */
export function keepEarlyTaps(root: HTMLElement): void {
  if (listeningOn || !root.hasChildNodes()) return;
  listeningOn = root;
  root.addEventListener('click', rememberTap, true);
}

function stopKeeping(): HTMLButtonElement | null {
  listeningOn?.removeEventListener('click', rememberTap, true);
  listeningOn = null;
  const tapped = lastTapped;
  lastTapped = null;
  return tapped;
}

/**
 * React marks each element it has hydrated with its props (`__reactProps$<id>`): an internal, but the
 * only sign that a given button answers clicks now. The browser journey (e2e prerender.test.mjs) fails
 * if a React upgrade changes it.
 */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

const REPLAY_WITHIN_MS = 15_000;
const CHECK_EVERY_MS = 50;

/**
 * Call once `hydrateRoot` has been called: the kept tap's button, while it stays on the page, is
 * clicked again as soon as React has hydrated it (within 15 s; a later click would surprise).
 */
export function replayEarlyTap(): void {
  const tapped = stopKeeping();
  if (!tapped) return;
  const started = Date.now();
  // The reader tapped again meanwhile (React had that part already): theirs is the tap that counts.
  let tappedAgain = false;
  const noticeTap = (event: MouseEvent) => {
    if (event.isTrusted) tappedAgain = true;
  };
  document.addEventListener('click', noticeTap, true);
  const attempt = () => {
    const done = tappedAgain || !tapped.isConnected || Date.now() - started > REPLAY_WITHIN_MS;
    if (!done && !isHydrated(tapped)) {
      setTimeout(attempt, CHECK_EVERY_MS);
      return;
    }
    document.removeEventListener('click', noticeTap, true);
    if (!done) tapped.click();
  };
  attempt();
}

/** The server's markup was replaced rather than hydrated: a tap on it means nothing any more. */
export function forgetEarlyTaps(): void {
  stopKeeping();
}
