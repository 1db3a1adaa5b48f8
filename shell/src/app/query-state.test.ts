import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, QueryObserver, dehydrate, useQuery } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { QUERY_STATE_ID } from '../../server/protocol';
import { hydrateServerQueryState, readServerQueryState } from './query-state';

function pageWith(blockText: string | null) {
  const root = document.createElement('div');
  if (blockText !== null) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = QUERY_STATE_ID;
    block.textContent = blockText;
    root.append(block);
  }
  return root;
}

async function serverState(fetchedAt: number) {
  const server = new QueryClient();
  await server.prefetchQuery({
    queryKey: ['feed'],
    queryFn: () => ({ titles: ['Backend engineer </script>'] }),
  });
  server
    .getQueryCache()
    .find({ queryKey: ['feed'] })!
    .setState({ dataUpdatedAt: fetchedAt });
  return dehydrate(server);
}

// Modern fake timers move Date.now() with the timers: stale times are read off the same clock.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the query state the server sent with the page', () => {
  it('is read from its JSON block, and ignored when missing or unreadable', async () => {
    const state = await serverState(Date.now());
    expect(readServerQueryState(pageWith(JSON.stringify(state)))).toEqual(state);
    expect(readServerQueryState(pageWith(null))).toBeNull();
    expect(readServerQueryState(pageWith('{not json'))).toBeNull();
    expect(readServerQueryState(pageWith('{"queries":"no"}'))).toBeNull();
  });

  it('counts as fetched when a screen first uses it: a screen mounting later than its stale time does not fetch it again', async () => {
    const client = new QueryClient();
    hydrateServerQueryState(client, await serverState(Date.now() - 10_000));
    // The remote's chunk arrives after the feed's 1 s stale time.
    await jest.advanceTimersByTimeAsync(1200);
    const queryFn = jest.fn(async () => ({ titles: ['refetched'] }));
    const first = new QueryObserver(client, { queryKey: ['feed'], queryFn, staleTime: 1000 });
    const unsubscribe = first.subscribe(() => {});
    await jest.advanceTimersByTimeAsync(20);
    expect(queryFn).not.toHaveBeenCalled();
    expect(first.getCurrentResult().data).toEqual({ titles: ['Backend engineer </script>'] });
    unsubscribe();
    // Only that first use: later the stale time applies as usual.
    await jest.advanceTimersByTimeAsync(1100);
    const later = new QueryObserver(client, { queryKey: ['feed'], queryFn, staleTime: 1000 });
    const stop = later.subscribe(() => {});
    await jest.advanceTimersByTimeAsync(20);
    expect(queryFn).toHaveBeenCalledTimes(1);
    stop();
  });

  it('is fresh in the screen’s first render, the one that hydrates the server’s markup: nothing shows as refetching', async () => {
    const client = new QueryClient();
    hydrateServerQueryState(client, await serverState(Date.now() - 60_000));
    const queryFn = jest.fn(async () => ({ titles: ['refetched'] }));
    // useQuery's first render reads the cache before the screen's observer is added (hydration):
    // data older than the stale time would render as stale and already refetching there.
    const firstRenders: { isStale: boolean; isFetching: boolean; data: unknown }[] = [];
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    const { unmount } = renderHook(
      () => {
        const { isStale, isFetching, data } = useQuery({ queryKey: ['feed'], queryFn, staleTime: 1000 });
        firstRenders.push({ isStale, isFetching, data });
      },
      { wrapper },
    );
    expect(firstRenders[0]).toEqual({
      isStale: false,
      isFetching: false,
      data: { titles: ['Backend engineer </script>'] },
    });
    await jest.advanceTimersByTimeAsync(20);
    expect(queryFn).not.toHaveBeenCalled();
    unmount();
  });

  it('fills the client so a screen mounting soon after uses it without fetching, however long ago the server fetched it', async () => {
    const client = new QueryClient();
    hydrateServerQueryState(client, await serverState(Date.now() - 60_000));
    const queryFn = jest.fn(async () => ({ titles: ['refetched'] }));
    const observer = new QueryObserver(client, { queryKey: ['feed'], queryFn, staleTime: 1000 });
    const unsubscribe = observer.subscribe(() => {});
    expect(observer.getCurrentResult().data).toEqual({ titles: ['Backend engineer </script>'] });
    await jest.advanceTimersByTimeAsync(20);
    expect(queryFn).not.toHaveBeenCalled();
    unsubscribe();
  });
});
