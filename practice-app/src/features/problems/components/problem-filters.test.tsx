import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from 'shared-auth';
import { apiHttp, recordApiRequests, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderScreen } from '../../../lib/testing/render-screen';
import ProblemsScreen from './problems-screen';

const CALM = {
  id: 'p-calm',
  title: 'Calm Stretch of Sensor Readings',
  tags: ['dsa', 'sliding window'],
  category: 'dsa' as const,
  progress: { highest_level_cleared: 1, best_rating: 8.1, status: 'in-progress' as const },
};
const GARAGE = {
  id: 'p-garage',
  title: 'Multi-Level Parking Garage',
  tags: ['low level design', 'heap'],
  category: 'low-level-design' as const,
  progress: { highest_level_cleared: 0, best_rating: null, status: 'not-started' as const },
};

const MY_PROGRESS = {
  categories: [
    { category: 'dsa' as const, levels_cleared: 1, levels_total: 21 },
    { category: 'low-level-design' as const, levels_cleared: 0, levels_total: 6 },
    { category: 'machine-coding' as const, levels_cleared: 0, levels_total: 6 },
  ],
  recent_submissions: [
    {
      id: 's-3',
      problem_id: 'p-calm',
      problem_title: 'Calm Stretch of Sensor Readings',
      level: 2,
      language: 'python',
      status: 'pending' as const,
      created_at: '2026-11-28T23:00:00.000Z',
      overall_rating: null,
      accepted: null,
    },
    {
      id: 's-2',
      problem_id: 'p-calm',
      problem_title: 'Calm Stretch of Sensor Readings',
      level: 1,
      language: 'python',
      status: 'done' as const,
      created_at: '2026-11-28T22:00:00.000Z',
      overall_rating: 8.1,
      accepted: true,
    },
    {
      id: 's-1',
      problem_id: 'p-calm',
      problem_title: 'Calm Stretch of Sensor Readings',
      level: 1,
      language: 'python',
      status: 'done' as const,
      created_at: '2026-11-28T21:00:00.000Z',
      overall_rating: 6.2,
      accepted: false,
    },
  ],
};

// The first render loads the screen's modules: on a busy machine that takes over findBy's 1 s.
const SLOW_MACHINE = { timeout: 10_000 };

describe('the challenge list’s progress and filters', () => {
  const server = setupApiMock();

  /** Answers the list as the API filters it: by category and status, from the query it receives. */
  const answerList = () =>
    server.use(
      apiHttp.get('/practice/problems', ({ query, response }) => {
        const category = query.get('category');
        const status = query.get('status');
        const results = [CALM, GARAGE].filter(
          (row) => (!category || row.category === category) && (!status || row.progress.status === status),
        );
        return response(200).json({ data: { results, current_page: 1 } });
      }),
      apiHttp.get('/practice/problem-tags', ({ response }) =>
        response(200).json({ tags: ['dsa', 'heap', 'low level design', 'sliding window'] }),
      ),
      apiHttp.get('/practice/progress', ({ response }) => response(200).json(MY_PROGRESS)),
    );

  afterEach(() => act(() => useSessionStore.getState().clear()));

  describe('signed in', () => {
    beforeEach(() => useSessionStore.getState().signIn('user-1', 'learner@example.com'));

    it('shows each problem’s cleared level and best rating, and My progress', async () => {
      answerList();
      renderScreen(<ProblemsScreen />, { url: '/practice' });
      const list = await screen.findByRole('list', { name: 'Challenges' }, SLOW_MACHINE);
      const calm = within(list).getByRole('link', { name: CALM.title }).closest('li')!;
      expect(calm).toHaveTextContent('Level 1 of 3 cleared');
      expect(calm).toHaveTextContent('Best 8.1/10');
      expect(within(calm).getByText('8.1/10')).toHaveAttribute('data-tone', 'high');
      const garage = within(list).getByRole('link', { name: GARAGE.title }).closest('li')!;
      expect(garage).toHaveTextContent('No level cleared');
      expect(garage).not.toHaveTextContent('Best');

      const panel = await screen.findByRole('region', { name: 'My progress' });
      const categories = await within(panel).findByRole('list', { name: 'Levels cleared by category' });
      expect(
        within(categories)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['DSA1 of 21', 'Low-level design0 of 6', 'Machine coding0 of 6']);
      const recent = within(panel).getByRole('list', { name: 'Last submissions' });
      expect(
        within(recent)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Calm Stretch of Sensor ReadingsLevel 2 · Waiting',
        'Calm Stretch of Sensor ReadingsLevel 1 · 8.1/10',
        'Calm Stretch of Sensor ReadingsLevel 1 · 6.2/10',
      ]);
    });

    it('writes each filter to the URL and asks the API for exactly those', async () => {
      answerList();
      const { requestsTo } = recordApiRequests(server);
      renderScreen(<ProblemsScreen />, { url: '/practice' });
      await screen.findByRole('list', { name: 'Challenges' }, SLOW_MACHINE);
      // A new filter is a new query: the list is rendered anew, so it is looked up each time.
      const list = () => screen.getByRole('list', { name: 'Challenges' });
      expect(requestsTo('GET /practice/problems')[0]?.url).toMatch(
        /\/practice\/problems\?page=1&page_size=20$/,
      );

      await userEvent.selectOptions(screen.getByLabelText('Category'), 'Low-level design');
      expect(screen.getByTestId('location')).toHaveTextContent('/practice?category=low-level-design');
      await waitFor(() =>
        expect(within(list()).queryByRole('link', { name: CALM.title })).not.toBeInTheDocument(),
      );
      expect(within(list()).getByRole('link', { name: GARAGE.title })).toBeInTheDocument();

      await userEvent.selectOptions(screen.getByLabelText('Category'), 'All');
      await userEvent.selectOptions(screen.getByLabelText('Status'), 'In progress');
      expect(screen.getByTestId('location')).toHaveTextContent('/practice?status=in-progress');
      await waitFor(() =>
        expect(within(list()).queryByRole('link', { name: GARAGE.title })).not.toBeInTheDocument(),
      );

      await userEvent.selectOptions(await screen.findByLabelText('Tag'), 'sliding window');
      await userEvent.type(screen.getByRole('searchbox', { name: 'Search by title' }), ' calm {Enter}');
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/practice?status=in-progress&tag=sliding+window&q=calm',
      );
      await waitFor(() => {
        const last = requestsTo('GET /practice/problems').at(-1)!.query;
        expect(Object.fromEntries(last)).toEqual({
          page: '1',
          page_size: '20',
          status: 'in-progress',
          tag: 'sliding window',
          q: 'calm',
        });
      });

      await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/practice$/);
      expect(screen.getByRole('searchbox', { name: 'Search by title' })).toHaveValue('');
    });

    it('opens with the filters the URL holds (a reload or a shared link keeps them)', async () => {
      answerList();
      const { requestsTo } = recordApiRequests(server);
      renderScreen(<ProblemsScreen />, { url: '/practice?category=dsa&status=in-progress&q=calm' });
      const list = await screen.findByRole('list', { name: 'Challenges' }, SLOW_MACHINE);
      expect(within(list).getByRole('link', { name: CALM.title })).toBeInTheDocument();
      expect(within(list).queryByRole('link', { name: GARAGE.title })).not.toBeInTheDocument();
      expect(screen.getByLabelText('Category')).toHaveValue('dsa');
      expect(screen.getByLabelText('Status')).toHaveValue('in-progress');
      expect(screen.getByRole('searchbox', { name: 'Search by title' })).toHaveValue('calm');
      expect(Object.fromEntries(requestsTo('GET /practice/problems')[0]!.query)).toMatchObject({
        category: 'dsa',
        status: 'in-progress',
        q: 'calm',
      });
    });

    it('says when nothing matches and offers to clear the filters', async () => {
      answerList();
      renderScreen(<ProblemsScreen />, { url: '/practice?category=low-level-design&status=in-progress' });
      expect(
        await screen.findByRole('heading', { name: 'No challenges match these filters' }),
      ).toBeInTheDocument();
      const nothing = screen.getByRole('heading', {
        name: 'No challenges match these filters',
      }).parentElement!;
      await userEvent.click(within(nothing).getByRole('button', { name: 'Clear filters' }));
      expect(await screen.findByRole('link', { name: GARAGE.title })).toBeInTheDocument();
    });
  });

  it('a visitor gets no status filter and no My progress; values the list does not know are not sent', async () => {
    answerList();
    const { requestsTo } = recordApiRequests(server);
    renderScreen(<ProblemsScreen />, { url: '/practice?category=systems&status=in-progress' });
    await screen.findByRole('link', { name: CALM.title }, SLOW_MACHINE);
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My progress' })).not.toBeInTheDocument();
    expect(requestsTo('GET /practice/progress')).toHaveLength(0);
    // The status needs a learner: a visitor's list is asked for without it.
    const query = requestsTo('GET /practice/problems')[0]!.query;
    expect(query.get('category')).toBeNull();
    expect(query.get('status')).toBeNull();
  });
});
