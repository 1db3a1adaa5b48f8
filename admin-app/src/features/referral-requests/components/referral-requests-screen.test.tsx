import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiHttp, recordApiRequests, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { ReferralRequest } from '../types';
import ReferralRequestsScreen from './referral-requests-screen';

const request = (id: number, email: string, status = 'pending'): ReferralRequest => ({
  id,
  job_id: id * 10,
  title: 'SDE II',
  company_name: 'Atlassian',
  job_link: 'https://jobs.example.com/1',
  user_email: email,
  resume_link: 'https://cv.example.com/a',
  notes: 'Can join in 30 days',
  status,
  created_at: '2025-06-01T10:00:00.000Z',
});

describe('/referral-requests', () => {
  const server = setupApiMock();

  it('lists pending requests and marks one as referred without a reload', async () => {
    let pending = [request(1, 'asha@example.com'), request(2, 'ravi@example.com')];
    // The answer waits until the test has seen the optimistic update, as on a real network.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      apiHttp.get('/referrals/referral-requests', ({ response }) =>
        response(200).json({ data: { results: pending, current_page: 1 } }),
      ),
      apiHttp.patch('/referrals/referral-requests/{id}', async ({ params, response }) => {
        if (params.id !== '1') return response(404).json({ message: 'No such request' });
        await answered;
        pending = pending.filter((row) => row.id !== 1);
        return response(200).json({
          success: true,
          message: 'Marked as referred; the job seeker is told by e-mail.',
          referral_request: request(1, 'asha@example.com', 'referred'),
        });
      }),
    );
    const { requests } = recordApiRequests(server);
    renderWithProviders(<ReferralRequestsScreen />, { url: '/referral-requests' });
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Mark asha@example.com as referred for SDE II at Atlassian',
      }),
    );

    await waitFor(() => expect(screen.queryByText('asha@example.com')).not.toBeInTheDocument());
    expect(screen.getByText('ravi@example.com')).toBeInTheDocument();
    answer();
    expect(
      await screen.findByText('Marked as referred; the job seeker is told by e-mail.'),
    ).toBeInTheDocument();
    expect(requests[0]?.query.get('status')).toBe('pending');
    expect(await requests.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'referred' });
  });

  it('binds the status filter to the URL', async () => {
    server.use(
      apiHttp.get('/referrals/referral-requests', ({ query, response }) =>
        response(200).json({
          data: {
            results: query.get('status') === 'declined' ? [request(3, 'neha@example.com', 'declined')] : [],
            current_page: 1,
          },
        }),
      ),
    );
    const { requests } = recordApiRequests(server);
    renderWithProviders(<ReferralRequestsScreen />, { url: '/referral-requests' });
    expect(await screen.findByText('No pending referral requests')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'declined');
    expect(await screen.findByText('neha@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/referral-requests?status=declined');
    expect(screen.queryByRole('button', { name: /Decline/ })).not.toBeInTheDocument();
    expect(requests.map((call) => call.query.get('status'))).toEqual(['pending', 'declined']);
  });

  it('loads the next page on request', async () => {
    server.use(
      apiHttp.get('/referrals/referral-requests', ({ query, response }) =>
        response(200).json(
          query.get('page') === 'cursor-2'
            ? { data: { results: [request(2, 'second@example.com')], current_page: 2 } }
            : {
                data: { results: [request(1, 'first@example.com')], current_page: 1, next_page: 'cursor-2' },
              },
        ),
      ),
    );
    renderWithProviders(<ReferralRequestsScreen />, { url: '/referral-requests' });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('second@example.com')).toBeInTheDocument();
    expect(screen.getByText('first@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
