import { act, renderHook } from '@testing-library/react';
import { SCROLL_THROTTLE_MS, useInfiniteScroll } from './use-infinite-scroll';

function setPage({
  scrollY,
  innerHeight,
  scrollHeight,
}: {
  scrollY: number;
  innerHeight: number;
  scrollHeight: number;
}) {
  Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: innerHeight, configurable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    value: scrollHeight,
    configurable: true,
  });
}

describe('useInfiniteScroll', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks for the next page once the scroll reaches 80% of the height', () => {
    setPage({ scrollY: 0, innerHeight: 500, scrollHeight: 2000 });
    const onLoadMore = jest.fn();
    renderHook(() => useInfiniteScroll({ hasMore: true, isLoading: false, onLoadMore, itemCount: 20 }));
    expect(onLoadMore).not.toHaveBeenCalled();

    setPage({ scrollY: 1000, innerHeight: 500, scrollHeight: 2000 });
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(onLoadMore).not.toHaveBeenCalled();

    jest.advanceTimersByTime(SCROLL_THROTTLE_MS);
    setPage({ scrollY: 1100, innerHeight: 500, scrollHeight: 2000 });
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('handles a burst of scroll events at most once per 150 ms', () => {
    setPage({ scrollY: 1900, innerHeight: 500, scrollHeight: 2000 });
    const onLoadMore = jest.fn();
    renderHook(() => useInfiniteScroll({ hasMore: true, isLoading: false, onLoadMore, itemCount: 20 }));
    onLoadMore.mockClear();

    act(() => {
      for (let index = 0; index < 10; index += 1) window.dispatchEvent(new Event('scroll'));
    });
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    act(() => void jest.advanceTimersByTime(SCROLL_THROTTLE_MS));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('does not ask when there is no more data', () => {
    setPage({ scrollY: 1900, innerHeight: 500, scrollHeight: 2000 });
    const onLoadMore = jest.fn();
    renderHook(() => useInfiniteScroll({ hasMore: false, isLoading: false, onLoadMore, itemCount: 20 }));
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(onLoadMore).not.toHaveBeenCalled();
  });
});
