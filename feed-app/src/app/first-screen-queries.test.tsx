import { QueryClient, QueryClientProvider, dehydrate, hydrate } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { saveSession, useSessionStore } from 'shared-auth';
import { apiHttp, recordApiRequests, setupApiMock } from 'shared-api/src/testing/api-mock';
import FeedScreen from '../features/feed/components/feed-screen';
import type { JobOpening } from '../lib/job-opening';
import HiringChallengeScreen from '../features/contests/components/hiring-challenge-screen';
import HomeScreen from '../features/feed/components/home-screen';
import JobOpeningScreen from '../features/job-opening/components/job-opening-screen';
import { firstScreenQueries, memberFirstScreenQueries } from './first-screen-queries';
import { routes } from './routes';

const server = setupApiMock();

function opening(id: number): JobOpening {
  return {
    id,
    title: `Platform Engineer ${id}`,
    company_name: 'Google',
    employment_type: 'Full-time',
    location: 'Bengaluru',
    yoe: 2,
    skills: ['go'],
    view_count: 0,
    share_count: 0,
    created_at: '2025-06-01T10:00:00.000Z',
    meta_data: { faang_level: 'yes', status: 'published' },
  };
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().clear();
});

afterEach(() => jest.restoreAllMocks());

describe('first-screen queries', () => {
  it('are declared only for prerendered routes', () => {
    const prerendered = routes
      .filter((route) => 'prerender' in route && route.prerender)
      .map((route) => route.path);
    expect(Object.keys(firstScreenQueries).length).toBeGreaterThan(0);
    expect(Object.keys(memberFirstScreenQueries).sort()).toEqual(['/', '/feed', '/job-opening', '/settings']);
    for (const pattern of [...Object.keys(firstScreenQueries), ...Object.keys(memberFirstScreenQueries)])
      expect(prerendered).toContain(pattern);
  });

  it('give a signed-in reader’s feed the public cards on its first render; their own page then adds their marks', async () => {
    const personalPages: string[] = [];
    let sendPersonalPage = () => {};
    const personalPageSent = new Promise<void>((resolve) => (sendPersonalPage = resolve));
    server.use(
      apiHttp.get('/referrals/job-openings', async ({ request, response }) => {
        const userId = new URL(request.url).searchParams.get('user_id');
        if (userId) {
          personalPages.push(userId);
          // Held until the test has seen the first screen.
          await personalPageSent;
        }
        return response(200).json({
          data: {
            results: [1, 2].map((id) => ({ ...opening(id), ...(userId ? { saved: id === 1 } : {}) })),
            current_page: 1,
          },
        });
      }),
      apiHttp.get('/referrals/user/{emailOrId}', ({ response }) =>
        response(200).json({
          user: {
            id: 'user-7',
            email: 'asha@example.com',
            credits: 3,
            is_admin: false,
            can_view_stats: false,
            settings: {
              yoe: 3,
              domains_interested_in: ['Backend'],
              locations_open_to: ['Bengaluru'],
              current_organization: 'Acme',
              job_alerts: 'daily',
              resume_link: '',
              apply_notes: '',
            },
          },
        }),
      ),
    );
    // The shell's server renders '/' for a signed-in reader from the public page…
    const serverClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await Promise.all(memberFirstScreenQueries['/']().map((query) => serverClient.fetchInfiniteQuery(query)));
    const state = JSON.parse(JSON.stringify(dehydrate(serverClient))) as ReturnType<typeof dehydrate>;
    expect(personalPages).toEqual([]);

    // …and the browser, which knows the reader, starts from that state.
    jest.spyOn(Date, 'now').mockReturnValue(Date.now());
    saveSession('user-7', 'asha@example.com');
    useSessionStore.getState().refresh();
    const browserClient = new QueryClient();
    hydrate(browserClient, state);
    render(
      <QueryClientProvider client={browserClient}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={<HomeScreen />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // The feed's code is lazy: its first render has the public cards, not the skeleton, while the
    // reader's own page is on its way.
    expect(await screen.findByRole('heading', { name: 'Platform Engineer 1' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('skeleton-card')).toHaveLength(0);
    expect(
      screen.getByRole('button', { name: 'Save Platform Engineer 1', pressed: false }),
    ).toBeInTheDocument();
    await waitFor(() => expect(personalPages).toEqual(['user-7']));
    // Then the reader's own page: what they saved is marked.
    sendPersonalPage();
    expect(
      await screen.findByRole('button', { name: 'Save Platform Engineer 1', pressed: true }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Save Platform Engineer 2', pressed: false }),
    ).toBeInTheDocument();
    expect(personalPages).toEqual(['user-7']);
  });

  it('give a visitor’s /feed its cards on the first render, with no request of its own', async () => {
    server.use(
      apiHttp.get('/referrals/job-openings', ({ response }) =>
        response(200).json({
          data: { results: [1, 2, 3].map(opening), current_page: 1, next_page: 'cursor-2' },
        }),
      ),
    );
    const api = recordApiRequests(server);
    // What the render bundle does on the shell's server…
    const serverClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await Promise.all(firstScreenQueries['/feed']().map((query) => serverClient.fetchInfiniteQuery(query)));
    const state = JSON.parse(JSON.stringify(dehydrate(serverClient))) as ReturnType<typeof dehydrate>;
    expect(api.requests).toHaveLength(1);

    // …and what the shell does in the browser before the screen renders. The clock stands still: this
    // is about the keys matching, not about the stale time (shell/src/app/query-state.test.ts), which
    // a slow test machine could otherwise exceed between the fetch and the mount.
    jest.spyOn(Date, 'now').mockReturnValue(Date.now());
    const browserClient = new QueryClient();
    hydrate(browserClient, state);
    render(
      <QueryClientProvider client={browserClient}>
        <MemoryRouter initialEntries={['/feed']}>
          <Routes>
            <Route path="/feed" element={<FeedScreen />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // Synchronously: the screen's query key is the declared one, so its data is already there.
    expect(screen.getByRole('heading', { name: 'Platform Engineer 1' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('skeleton-card')).toHaveLength(0);
    // A refetch on mount would have started by now; once nothing is in flight, every request is counted.
    await waitFor(() => expect(browserClient.isFetching()).toBe(0));
    expect(api.requests).toHaveLength(1);
  });

  it('give a shared job page its opening on the first render, a visitor’s and a signed-in reader’s, with only the reader’s own copy asked for', async () => {
    const asked: (string | null)[] = [];
    server.use(
      apiHttp.get('/referrals/job-opening', ({ request, response }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query.get('user_id'));
        return response(200).json({ job_opening: opening(Number(query.get('job_id'))) });
      }),
    );
    const url = new URL('http://shell.invalid/job-opening?id=42');
    // Nothing to ask for without an id: the page says the link is incomplete.
    expect(firstScreenQueries['/job-opening'](new URL('http://shell.invalid/job-opening'))).toEqual([]);
    expect(firstScreenQueries['/job-opening'](new URL('http://shell.invalid/job-opening?id=x'))).toEqual([]);
    const serverClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await Promise.all(
      memberFirstScreenQueries['/job-opening'](url).map((query) => serverClient.fetchQuery(query)),
    );
    const state = JSON.parse(JSON.stringify(dehydrate(serverClient))) as ReturnType<typeof dehydrate>;
    // The opening as anyone sees it: the server knows no reader.
    expect(asked).toEqual([null]);

    jest.spyOn(Date, 'now').mockReturnValue(Date.now());
    const renderJobPage = () => {
      const browserClient = new QueryClient();
      hydrate(browserClient, state);
      return render(
        <QueryClientProvider client={browserClient}>
          <MemoryRouter initialEntries={['/job-opening?id=42']}>
            <Routes>
              <Route path="/job-opening" element={<JobOpeningScreen />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>,
      );
    };
    // A visitor's first render has the card, and nothing is asked again.
    const visitor = renderJobPage();
    expect(screen.getByRole('heading', { name: 'Platform Engineer 42' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('skeleton-card')).toHaveLength(0);
    visitor.unmount();
    expect(asked).toEqual([null]);

    // A signed-in reader's first render has the same card; then their own copy is asked for.
    saveSession('user-7', 'asha@example.com');
    useSessionStore.getState().refresh();
    renderJobPage();
    expect(screen.getByRole('heading', { name: 'Platform Engineer 42' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('skeleton-card')).toHaveLength(0);
    await waitFor(() => expect(asked).toEqual([null, 'user-7']));
  });

  it('give a visitor’s /hiring-challenge the contest on its first render; only the leaderboard is asked for', async () => {
    server.use(
      apiHttp.get('/contests/current', ({ response }) =>
        response(200).json({
          contest: {
            id: 'c-1',
            name: 'Student Hiring Challenge, December',
            page_text: 'Solve three problems in one sitting.',
            registration_opens_at: '2030-11-20T18:30:00.000Z',
            registration_closes_at: '2030-11-30T17:30:00.000Z',
            starts_at: '2030-11-30T18:30:00.000Z',
            ends_at: '2030-12-01T18:30:00.000Z',
            window_minutes: 180,
            problems: [{ problem_id: 'p-1', title: 'Two Sum', level: 1 }],
            eligibility: { degrees: ['B.Tech'], graduation_years: [2026] },
            me: null,
            server_time: '2030-11-01T00:00:00.000Z',
          },
        }),
      ),
      apiHttp.get('/contests/{contestId}/leaderboard', ({ response }) =>
        response(200).json({ total: 0, problem_count: 1, rows: [] }),
      ),
    );
    const api = recordApiRequests(server);
    const serverClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await Promise.all(
      firstScreenQueries['/hiring-challenge']().map((query) => serverClient.fetchQuery(query)),
    );
    const state = JSON.parse(JSON.stringify(dehydrate(serverClient))) as ReturnType<typeof dehydrate>;
    expect(api.requests.map((request) => request.path)).toEqual(['/contests/current']);

    jest.spyOn(Date, 'now').mockReturnValue(Date.now());
    const browserClient = new QueryClient();
    hydrate(browserClient, state);
    render(
      <QueryClientProvider client={browserClient}>
        <MemoryRouter initialEntries={['/hiring-challenge']}>
          <Routes>
            <Route path="/hiring-challenge" element={<HiringChallengeScreen />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Student Hiring Challenge, December' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(browserClient.isFetching()).toBe(0));
    expect(api.requests.map((request) => request.path)).toEqual([
      '/contests/current',
      '/contests/c-1/leaderboard',
    ]);
  });
});
