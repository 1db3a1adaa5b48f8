import { useSyncExternalStore } from 'react';

/**
 * The first Intl formatter a page creates loads ICU's locale and time-zone data: 12–65 ms of the
 * main thread in Chromium on a desktop CPU, about four times that on a phone, and the longest task
 * after the feed's first paint (issue 12). That data and ICU's caches belong to the renderer
 * process, not to a thread: once a worker has created a formatter, the page's own first one takes
 * 0.1–1.5 ms. So the page asks a worker to create one, and formats in the reader's way once it has.
 */
export const WARM_UP_SOURCE = `
new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' }).format(0);
new Intl.NumberFormat().format(0);
postMessage('ready');
`;

/** A worker that neither answers nor fails by then (a page without workers, say) no longer delays the reader's format. */
export const WARM_UP_GIVE_UP_MS = 3000;

let state: 'idle' | 'warming' | 'ready' = 'idle';
const listeners = new Set<() => void>();

function markReady() {
  if (state === 'ready') return;
  state = 'ready';
  for (const listener of [...listeners]) listener();
}

/** Starts the warm-up once per page; where workers are not available the page formats at once. */
function warmUpIntl() {
  if (state !== 'idle') return;
  state = 'warming';
  if (typeof Worker === 'undefined' || typeof URL.createObjectURL !== 'function') {
    markReady();
    return;
  }
  let url: string | null = null;
  try {
    url = URL.createObjectURL(new Blob([WARM_UP_SOURCE], { type: 'text/javascript' }));
    const worker = new Worker(url);
    const blobUrl = url;
    const finish = () => {
      clearTimeout(giveUp);
      worker.terminate();
      URL.revokeObjectURL(blobUrl);
      markReady();
    };
    const giveUp = setTimeout(finish, WARM_UP_GIVE_UP_MS);
    worker.onmessage = finish;
    worker.onerror = finish;
  } catch {
    if (url) URL.revokeObjectURL(url);
    markReady();
  }
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  warmUpIntl();
  return () => {
    listeners.delete(onChange);
  };
}

/**
 * Whether a part may format with the reader's Intl: false on the server and while React hydrates
 * the server's markup (so the part shows the server's text and hydration matches), true once the
 * warm-up is done. The first part that asks starts it; the parts render again when it ends.
 */
export function useReaderIntl(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => state === 'ready',
    () => false,
  );
}
