import { useEffect, useRef } from 'react';
import { throttle } from '../lib/throttle';

/** docs/PRODUCT.md#infinite-scroll: the next page is asked for at 80 % of the page's height… */
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

/** True once the bottom of the viewport has passed 80 % of the page's height. */
export function hasReachedScrollThreshold(): boolean {
  const height = document.documentElement.scrollHeight;
  if (height <= 0) return false;
  return (window.scrollY + window.innerHeight) / height >= SCROLL_THRESHOLD;
}

/**
 * The one infinite scroll of every list (feed, problems, histories): asks for the next page when the
 * scroll position reaches 80 % of the height and more data exists, at most every 150 ms (the last
 * position inside the window is still looked at). It also looks again when the number of loaded items
 * changes, so a page shorter than the screen keeps loading.
 */
export function useInfiniteScroll({
  hasMore,
  isLoading,
  onLoadMore,
  itemCount,
}: InfiniteScrollOptions): void {
  const latest = useRef({ hasMore, isLoading, onLoadMore });
  useEffect(() => {
    latest.current = { hasMore, isLoading, onLoadMore };
  }, [hasMore, isLoading, onLoadMore]);

  useEffect(() => {
    const check = throttle(() => {
      const { hasMore: more, isLoading: busy, onLoadMore: load } = latest.current;
      if (more && !busy && hasReachedScrollThreshold()) load();
    }, SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', check.run, { passive: true });
    window.addEventListener('resize', check.run, { passive: true });
    return () => {
      window.removeEventListener('scroll', check.run);
      window.removeEventListener('resize', check.run);
      check.cancel();
    };
  }, []);

  useEffect(() => {
    if (itemCount > 0 && hasMore && !isLoading && hasReachedScrollThreshold()) onLoadMore();
  }, [itemCount, hasMore, isLoading, onLoadMore]);
}
