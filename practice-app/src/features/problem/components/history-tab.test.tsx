import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiHttp, recordApiRequests, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderScreen } from '../../../lib/testing/render-screen';
import { HistoryTab } from './history-tab';

const problemRef = { problemId: 'p-1', userId: 'user-1', level: 1 } as const;

const evaluation = (overallRating: number) => ({
  overall_rating: overallRating,
  correctness_rating: 10,
  correctness_notes: '',
  efficiency_rating: 10,
  efficiency_notes: '',
  readability_rating: 10,
  readability_notes: '',
  extensibility_rating: 10,
  extensibility_notes: '',
  robustness_rating: 10,
  robustness_notes: '',
  test_results: [],
  runtime_ms: null,
  memory_kb: null,
  error: null,
  reviewer_notes: null,
  measured_growth: null,
  verdict: {
    accepted: true,
    reason: null,
    failed_tests: 0,
    passed_tests: 1,
    total_tests: 1,
    message: 'Accepted: all 1 test passed within the limits.',
  },
  how_rated: {
    category: 'dsa' as const,
    weights: { correctness: 0.35, efficiency: 0.2, readability: 0.2, extensibility: 0.15, robustness: 0.1 },
    note: 'Overall for a data-structures-and-algorithms problem: correctness 30%, efficiency 20%, readability 25%, extensibility 15%, robustness 10%.',
  },
});

const submission = (index: number) => ({
  id: `s-${index}`,
  problem_id: 'p-1',
  user_id: 'user-1',
  level: 1,
  language: index % 2 ? 'go' : 'python',
  code: `print(${index})`,
  created_at: '2025-08-15T10:30:00.000Z',
  status: 'done' as const,
  queue_position: null,
  error: null,
  evaluation: index === 0 ? null : evaluation(index % 10),
});

describe('HistoryTab', () => {
  const server = setupApiMock();

  it('says No Submission Found when nothing was submitted', async () => {
    server.use(
      apiHttp.get('/practice/submissions', ({ response }) =>
        response(200).json({ data: { results: [], current_page: 1 } }),
      ),
    );
    renderScreen(<HistoryTab problemRef={problemRef} />, { url: '/practice/problem' });
    expect(await screen.findByRole('heading', { name: 'No Submission Found' })).toBeInTheDocument();
  });

  it('lists submissions 10 at a time with their rating and code', async () => {
    server.use(
      apiHttp.get('/practice/submissions', ({ query, response }) =>
        response(200).json(
          query.get('page') === '2'
            ? { data: { results: [submission(10)], current_page: 2 } }
            : {
                data: {
                  results: Array.from({ length: 10 }, (_, index) => submission(index)),
                  current_page: 1,
                  next_page: '2',
                },
              },
        ),
      ),
    );
    const { requestsTo } = recordApiRequests(server);
    renderScreen(<HistoryTab problemRef={problemRef} />, { url: '/practice/problem' });

    const list = await screen.findByRole('list');
    expect(list.children).toHaveLength(10);
    expect(requestsTo('GET /practice/submissions')[0]?.query.get('page_size')).toBe('10');
    expect(list.children[0]).toHaveTextContent('Not rated');
    expect(list.children[3]).toHaveTextContent('Overall 3/10');
    expect(list.children[3]).toHaveTextContent('Go');
    // docs/PRODUCT.md#timestamps: the UTC timestamp in the reader's format.
    const readersFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    expect(
      within(list.children[0] as HTMLElement).getByText(
        readersFormat.format(new Date('2025-08-15T10:30:00Z')),
      ),
    ).toHaveAttribute('datetime', '2025-08-15T10:30:00.000Z');
    expect(list.children[3]).toHaveTextContent('print(3)');

    await userEvent.click(screen.getByRole('button', { name: 'Show older submissions' }));
    await waitFor(() => expect(list.children).toHaveLength(11));
  });

  it('shows waiting submissions with their place in line and the running one as being evaluated', async () => {
    server.use(
      apiHttp.get('/practice/submissions', ({ response }) =>
        response(200).json({
          data: {
            results: [
              { ...submission(0), id: 's-a', status: 'pending', queue_position: 3 },
              { ...submission(0), id: 's-b', status: 'running', queue_position: null },
            ],
            current_page: 1,
          },
        }),
      ),
    );
    renderScreen(<HistoryTab problemRef={problemRef} />, { url: '/practice/problem' });

    const list = await screen.findByRole('list');
    expect(list.children[0]).toHaveTextContent('Queued — position 3');
    expect(list.children[1]).toHaveTextContent('Being evaluated');
  });
});
