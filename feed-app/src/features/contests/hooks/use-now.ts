import { useSyncExternalStore } from 'react';

// One ticking clock for the page's parts that depend on the time (phase, countdown).
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const listener of [...listeners]) listener();
    }, 1000);
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The same value for calls within a second (React compares snapshots), fresh when not ticking. */
function currentTime() {
  if (!timer && Date.now() - now >= 1000) now = Date.now();
  return now;
}

/**
 * The time in ms, updated every second; null on the server and while React hydrates its markup
 * (the markup must not depend on the clock: docs/TEAM-CONTRACTS.md "Markup before JavaScript").
 */
export function useNow(): number | null {
  return useSyncExternalStore(subscribe, currentTime, () => null);
}
