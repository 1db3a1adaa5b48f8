import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiHttp, recordApiRequests, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderScreen } from '../../../lib/testing/render-screen';
import ProblemsScreen from './problems-screen';

const page = (from: number, count: number, nextPage?: string) => ({
  data: {
    results: Array.from({ length: count }, (_, index) => ({
      id: `p-${from + index}`,
      title: `Problem ${from + index}`,
      category: 'dsa' as const,
      tags: index % 2 === 0 ? ['arrays', 'hashing'] : ['design'],
    })),
    current_page: from === 1 ? 1 : 2,
    next_page: nextPage,
  },
});

function setScroll(scrollY: number) {
  Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 4000, configurable: true });
}

describe('ProblemsScreen', () => {
  const server = setupApiMock();
  beforeEach(() => {
    setScroll(0);
    server.use(apiHttp.get('/practice/problem-tags', ({ response }) => response(200).json({ tags: [] })));
  });

  const answerPages = () =>
    server.use(
      apiHttp.get('/practice/problems', ({ query, response }) =>
        response(200).json(query.get('page') === 'cursor-2' ? page(21, 3) : page(1, 20, 'cursor-2')),
      ),
    );

  it('lists problems with their tags, 20 at a time, loads more on scroll and opens one on click', async () => {
    answerPages();
    const { requestsTo } = recordApiRequests(server);
    renderScreen(<ProblemsScreen />, { url: '/practice', otherPaths: ['/practice/problem'] });

    const list = await screen.findByRole('list', { name: 'Challenges' });
    expect(within(list).getAllByRole('link')).toHaveLength(20);
    expect(within(list).getByRole('list', { name: 'Tags of Problem 1' })).toHaveTextContent('arrayshashing');
    expect(requestsTo('GET /practice/problems')[0]?.query.get('page_size')).toBe('20');

    setScroll(2500);
    act(() => void window.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(23));
    expect(requestsTo('GET /practice/problems')[1]?.query.get('page')).toBe('cursor-2');
    expect(screen.queryByRole('button', { name: 'Show more challenges' })).not.toBeInTheDocument();

    await userEvent.click(within(list).getByRole('link', { name: 'Problem 22' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/practice/problem?id=p-22');
  });

  it('offers a button for the next page to keyboard users', async () => {
    answerPages();
    renderScreen(<ProblemsScreen />, { url: '/practice' });
    await userEvent.click(await screen.findByRole('button', { name: 'Show more challenges' }));
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(23));
  });

  it('has the feedback button and the narrow-screen notice', async () => {
    server.use(apiHttp.get('/practice/problems', ({ response }) => response(200).json(page(1, 1))));
    renderScreen(<ProblemsScreen />, { url: '/practice' });
    expect(screen.getByRole('button', { name: 'Feedback' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Mobile access is not supported');
    await screen.findByRole('link', { name: 'Problem 1' });
  });

  it('shows an empty state and an error state with retry', async () => {
    server.use(
      apiHttp.get('/practice/problems', ({ response }) =>
        response.untyped(Response.json({ message: 'Database down' }, { status: 500 })),
      ),
    );
    renderScreen(<ProblemsScreen />, { url: '/practice' });
    expect(await screen.findByRole('heading', { name: 'The challenges did not load' })).toBeInTheDocument();

    server.use(
      apiHttp.get('/practice/problems', ({ response }) =>
        response(200).json({ data: { results: [], current_page: 1 } }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No challenges yet' })).toBeInTheDocument();
  });
});
