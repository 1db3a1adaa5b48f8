import { useSyncExternalStore } from 'react';

/** Issue 31: from this viewport width the statement and the editor sit side by side. */
export const SPLIT_VIEW_MIN_WIDTH_PX = 1200;

const SPLIT_VIEW_QUERY = `(min-width: ${SPLIT_VIEW_MIN_WIDTH_PX}px)`;

function subscribe(onChange: () => void) {
  const query = window.matchMedia(SPLIT_VIEW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isWide = () => window.matchMedia(SPLIT_VIEW_QUERY).matches;

/** Whether the problem page shows the question beside the code; follows the window as it resizes. */
export function useSplitView(): boolean {
  // Prerendered markup has no window width: the server renders today's tabs.
  return useSyncExternalStore(subscribe, isWide, () => false);
}
