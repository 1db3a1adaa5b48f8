import { useSyncExternalStore } from 'react';
import { LARGE_MIN_WIDTH, MEDIUM_MIN_WIDTH, logosPerView } from '../logos-per-view';

const breakpointQueries = [`(min-width: ${MEDIUM_MIN_WIDTH}px)`, `(min-width: ${LARGE_MIN_WIDTH}px)`];

// Media-query changes fire only when a breakpoint is crossed, unlike `resize` on every pixel.
function subscribe(onChange: () => void): () => void {
  const lists = breakpointQueries.map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

/**
 * The number of logos the strip shows at the current viewport width, kept current on resize;
 * `null` in prerendered markup and while it hydrates, where the stylesheet's media queries (the
 * same breakpoints) decide, so the strip does not move when the script takes over.
 */
export function useLogosPerView(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => logosPerView(window.innerWidth),
    () => null,
  );
}
