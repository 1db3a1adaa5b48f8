import { QueryClient, QueryClientProvider, dehydrate, hydrate } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { apiHttp, recordApiRequests, setupApiMock } from 'shared-api/src/testing/api-mock';
import { createQueryClient } from 'shared-auth';
import ProblemsScreen from '../features/problems/components/problems-screen';
import { firstScreenQueries } from './first-screen-queries';
import { routes } from './routes';

const server = setupApiMock();

afterEach(() => jest.restoreAllMocks());

describe('first-screen queries', () => {
  it('are declared only for prerendered routes', () => {
    const prerendered = routes
      .filter((route) => 'prerender' in route && route.prerender)
      .map((route) => route.path as string);
    expect(Object.keys(firstScreenQueries)).toEqual(['/practice']);
    for (const pattern of Object.keys(firstScreenQueries)) expect(prerendered).toContain(pattern);
  });

  it('give a visitor’s /practice its challenges and tags on the first render, with no request of its own', async () => {
    server.use(
      apiHttp.get('/practice/problems', ({ response }) =>
        response(200).json({
          data: {
            results: [1, 2].map((id) => ({
              id: `p-${id}`,
              title: `Problem ${id}`,
              category: 'dsa' as const,
              tags: ['arrays'],
            })),
            current_page: 1,
          },
        }),
      ),
      apiHttp.get('/practice/problem-tags', ({ response }) =>
        response(200).json({ tags: ['arrays', 'graphs'] }),
      ),
    );
    const api = recordApiRequests(server);
    // What the render bundle does on the shell's server…
    const serverClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const [problems, tags] = firstScreenQueries['/practice']();
    await Promise.all([serverClient.fetchInfiniteQuery(problems), serverClient.fetchQuery(tags)]);
    const state = JSON.parse(JSON.stringify(dehydrate(serverClient))) as ReturnType<typeof dehydrate>;
    expect(api.requests).toHaveLength(2);

    // …and what the shell does in the browser, with its query client, before the screen renders (the
    // clock stands still: this is about the keys matching, not the stale time).
    jest.spyOn(Date, 'now').mockReturnValue(Date.now());
    const browserClient = createQueryClient();
    hydrate(browserClient, state);
    render(
      <QueryClientProvider client={browserClient}>
        <MemoryRouter initialEntries={['/practice']}>
          <Routes>
            <Route path="/practice" element={<ProblemsScreen />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // Synchronously: the screen's query keys are the declared ones, so their data is already there.
    const list = screen.getByRole('list', { name: 'Challenges' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(
      expect.arrayContaining([expect.stringContaining('Problem 1'), expect.stringContaining('Problem 2')]),
    );
    expect(screen.getByRole('option', { name: 'graphs' })).toBeInTheDocument();
    await waitFor(() => expect(browserClient.isFetching()).toBe(0));
    expect(api.requests).toHaveLength(2);
  });
});
