import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiHttp, recordApiRequests, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { AdminSubmission } from '../types';
import AllSubmissionsScreen from './all-submissions-screen';

const submission: AdminSubmission = {
  id: 's-1',
  problem_id: 'p-1',
  user_id: 'u-1',
  level: 2,
  language: 'python',
  code: 'print(sum(map(int, input().split())))',
  created_at: '2025-06-01T10:00:00.000Z',
  status: 'done',
  queue_position: null,
  error: null,
  submitted_by: 'asha@example.com',
  problem_title: 'Two sums',
  evaluation: {
    overall_rating: 6.5,
    correctness_rating: 10,
    correctness_notes: 'All 8 tests passed.',
    efficiency_rating: 4,
    efficiency_notes: 'Slow on the large input.',
    readability_rating: 8,
    readability_notes: '',
    extensibility_rating: 7,
    extensibility_notes: '',
    robustness_rating: 5,
    robustness_notes: '',
    test_results: [],
    runtime_ms: null,
    memory_kb: null,
    error: null,
    reviewer_notes: null,
    measured_growth: null,
    verdict: {
      accepted: false,
      reason: 'wrong_answer',
      failed_tests: 1,
      passed_tests: 0,
      total_tests: 1,
      message: 'Not accepted: wrong answer on 1 hidden test.',
    },
    how_rated: {
      category: 'dsa',
      weights: { correctness: 0.35, efficiency: 0.2, readability: 0.2, extensibility: 0.15, robustness: 0.1 },
      note: 'Overall for a data-structures-and-algorithms problem: correctness 30%, efficiency 20%, readability 25%, extensibility 15%, robustness 10%.',
    },
  },
};

describe('/practice/all-submissions', () => {
  const server = setupApiMock();

  it('sends the URL filters and opens a row with its code and evaluation', async () => {
    server.use(
      apiHttp.get('/practice/submissions/all', ({ response }) =>
        response(200).json({ data: { results: [submission], current_page: 1 } }),
      ),
    );
    const { requests } = recordApiRequests(server);
    renderWithProviders(<AllSubmissionsScreen />, { url: '/practice/all-submissions?user_id=u-1&level=2' });

    await userEvent.click(
      await screen.findByRole('button', { name: /Open the code and evaluation of asha@example.com/ }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(submission.code)).toBeInTheDocument();
    expect(within(dialog).getByText('All 8 tests passed.')).toBeInTheDocument();
    expect(within(dialog).getByText('Slow on the large input.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('6.5/10')).toHaveLength(1);

    const query = requests[0]!.query;
    expect(query.get('user_id')).toBe('u-1');
    expect(query.get('level')).toBe('2');
    expect(query.get('problem_id')).toBeNull();
    expect(query.get('email')).toBeNull();
  });

  it('filters by e-mail and problem title, suggested as they are typed, and writes them into the URL', async () => {
    server.use(
      apiHttp.get('/practice/submissions/all', ({ response }) =>
        response(200).json({ data: { results: [], current_page: 1 } }),
      ),
      apiHttp.get('/practice/admin/submitter-emails', ({ response }) =>
        response(200).json({ results: ['asha@example.com', 'ashok@example.com'] }),
      ),
      apiHttp.get('/practice/admin/problem-titles', ({ response }) =>
        response(200).json({
          results: [
            { id: 'p-1', title: 'Two Sum' },
            { id: 'p-2', title: 'Two Sum' },
            { id: 'p-3', title: 'Two Pointers' },
          ],
        }),
      ),
    );
    const { requests } = recordApiRequests(server);
    renderWithProviders(<AllSubmissionsScreen />, { url: '/practice/all-submissions?user_id=u-1' });
    expect(await screen.findByText('No Submission Found')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Learner e-mail'), 'ash');
    await userEvent.type(screen.getByLabelText('Problem title'), ' two ');
    const emailList = document.getElementById(screen.getByLabelText('Learner e-mail').getAttribute('list')!)!;
    const titleList = document.getElementById(screen.getByLabelText('Problem title').getAttribute('list')!)!;
    await waitFor(() => expect(emailList.querySelectorAll('option')).toHaveLength(2));
    await waitFor(() =>
      expect([...titleList.querySelectorAll('option')].map((option) => option.value)).toEqual([
        'Two Sum',
        'Two Pointers',
      ]),
    );
    expect(
      requests.find((request) => request.path === '/practice/admin/submitter-emails')?.query.get('q'),
    ).toBe('ash');

    await userEvent.clear(screen.getByLabelText('Learner e-mail'));
    await userEvent.type(screen.getByLabelText('Learner e-mail'), 'asha@example.com');
    await userEvent.clear(screen.getByLabelText('Problem title'));
    await userEvent.type(screen.getByLabelText('Problem title'), 'Two Sum');
    await userEvent.selectOptions(screen.getByLabelText('Level'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/practice/all-submissions?email=asha%40example.com&problem_title=Two+Sum&level=3',
    );
    await waitFor(() => {
      const last = requests.filter((request) => request.path === '/practice/submissions/all').at(-1)!;
      expect(last.query.get('email')).toBe('asha@example.com');
      expect(last.query.get('problem_title')).toBe('Two Sum');
      expect(last.query.get('user_id')).toBeNull();
    });

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/practice\/all-submissions$/);
  });
});
