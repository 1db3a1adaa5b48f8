import { useEffect, useRef } from 'react';
import { throttle } from '../../../lib/throttle';

export const SCROLL_THRESHOLD = 0.8;
export const SCROLL_THROTTLE_MS = 150;

/** True once the bottom of the viewport has passed 80 % of the page's height. */
export function hasReachedThreshold(): boolean {
  const height = document.documentElement.scrollHeight;
  if (height <= 0) return false;
  return (window.scrollY + window.innerHeight) / height >= SCROLL_THRESHOLD;
}

/**
 * SPEC §4 Infinite scroll: asks for the next page when the scroll position reaches 80 % of the
 * height and more data exists; the handler runs at most every 150 ms. It also looks again when
 * the number of loaded items changes, so a page shorter than the screen keeps loading.
 */
export function useInfiniteScroll({
  hasMore,
  loading,
  loadMore,
  itemCount,
}: {
  hasMore: boolean;
  loading: boolean;
  loadMore: () => void;
  itemCount: number;
}) {
  const latest = useRef({ hasMore, loading, loadMore });
  useEffect(() => {
    latest.current = { hasMore, loading, loadMore };
  }, [hasMore, loading, loadMore]);

  useEffect(() => {
    const check = throttle(() => {
      const { hasMore: more, loading: busy, loadMore: load } = latest.current;
      if (more && !busy && hasReachedThreshold()) load();
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
    if (itemCount > 0 && hasMore && !loading && hasReachedThreshold()) loadMore();
  }, [itemCount, hasMore, loading, loadMore]);
}
