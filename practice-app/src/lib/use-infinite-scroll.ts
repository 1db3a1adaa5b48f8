import { useEffect, useRef } from 'react';

/** SPEC §4 Infinite scroll: the next page is asked for at 80% of the page's height. */
export const SCROLL_THRESHOLD = 0.8;
/** …and the scroll handler runs at most once per 150 ms. */
export const SCROLL_THROTTLE_MS = 150;

export interface InfiniteScrollOptions {
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  /** How many items are shown; a change re-checks (a short page may not be scrollable at all). */
  itemCount: number;
}

function reachedThreshold(): boolean {
  const { scrollHeight } = document.documentElement;
  return window.scrollY + window.innerHeight >= scrollHeight * SCROLL_THRESHOLD;
}

export function useInfiniteScroll({
  hasMore,
  isLoading,
  onLoadMore,
  itemCount,
}: InfiniteScrollOptions): void {
  const latest = useRef({ hasMore, isLoading, onLoadMore });
  latest.current = { hasMore, isLoading, onLoadMore };

  useEffect(() => {
    let lastRun = 0;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      lastRun = Date.now();
      const { hasMore: more, isLoading: loading, onLoadMore: load } = latest.current;
      if (more && !loading && reachedThreshold()) load();
    };
    const onScroll = () => {
      const wait = SCROLL_THROTTLE_MS - (Date.now() - lastRun);
      if (wait <= 0) {
        clearTimeout(trailing);
        trailing = undefined;
        check();
      } else if (trailing === undefined) {
        trailing = setTimeout(() => {
          trailing = undefined;
          check();
        }, wait);
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      clearTimeout(trailing);
    };
  }, []);

  useEffect(() => {
    if (hasMore && !isLoading && reachedThreshold()) onLoadMore();
    // Only a new page (or the end of loading) calls for a re-check, not a new callback identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [itemCount, hasMore, isLoading]);
}
