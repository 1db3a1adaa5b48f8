import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../testing/mock-api';
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
  submitted_by: 'asha@example.com',
  problem_title: 'Two sums',
  evaluation: {
    overall_rating: 6.5,
    correctness_rating: 10,
    correctness_notes: 'All 8 tests passed.',
    efficiency_rating: 4,
    efficiency_notes: 'Slow on the large input.',
    readability_rating: 8,
    readability_notes: null,
    extensibility_rating: 7,
    extensibility_notes: null,
    robustness_rating: 5,
    robustness_notes: null,
  },
};

describe('/practice/all-submissions', () => {
  it('sends the URL filters and opens a row with its code and evaluation', async () => {
    const { requests } = mockApi({
      'GET /practice/submissions/all': { body: { data: { results: [submission], current_page: 1 } } },
    });
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
    expect(screen.getByLabelText('User id')).toHaveValue('u-1');
  });

  it('writes the applied filters into the URL and asks again', async () => {
    const { requests } = mockApi({
      'GET /practice/submissions/all': { body: { data: { results: [], current_page: 1 } } },
    });
    renderWithProviders(<AllSubmissionsScreen />, { url: '/practice/all-submissions' });
    expect(await screen.findByText('No Submission Found')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Problem id'), ' p-9 ');
    await userEvent.selectOptions(screen.getByLabelText('Level'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/practice/all-submissions?problem_id=p-9&level=3',
    );
    await screen.findByText('No Submission Found');
    expect(requests.at(-1)?.query.get('problem_id')).toBe('p-9');

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/practice\/all-submissions$/);
  });
});
