import { screen, waitFor } from '@testing-library/react';
import { currentUserQueryKey, useSessionStore } from 'shared-auth';
import { apiHttp, recordApiRequests, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderScreen } from '../../../lib/test-utils';
import PurchaseStatusScreen from './purchase-status-screen';

const server = setupApiMock();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.getState().signIn('user-1', 'asha@example.com');
});

describe('Purchase status', () => {
  it('after buying for an opening, offers to continue to it with its Apply step (issue 32)', async () => {
    server.use(
      apiHttp.get('/referrals/recharge-status', ({ response }) =>
        response(200).json({ success: true, coins_left: 30, message: 'Recharge successful!' }),
      ),
      apiHttp.get('/referrals/job-opening', ({ response }) =>
        response(200).json({
          job_opening: {
            id: 42,
            title: 'Data Engineer',
            company_name: 'Uber',
            employment_type: 'Full-time',
            location: 'Pune',
            yoe: 2,
            skills: ['spark'],
            view_count: 0,
            share_count: 0,
            created_at: '2025-06-01T10:00:00.000Z',
            meta_data: { faang_level: 'no', status: 'published' },
          },
        }),
      ),
    );
    renderScreen(<PurchaseStatusScreen />, {
      path: '/purchase-status',
      route: '/purchase-status?for=42&payment_id=order_abc',
    });
    const next = await screen.findByRole(
      'link',
      { name: 'Continue to Data Engineer at Uber' },
      { timeout: 5000 },
    );
    expect(next).toHaveAttribute('href', '/job-opening?id=42&apply=42');
    expect(screen.queryByRole('link', { name: 'Back to Jobs' })).not.toBeInTheDocument();
  });

  it('shows a successful recharge with the new total and refreshes the credits in the header', async () => {
    server.use(
      apiHttp.get('/referrals/recharge-status', ({ response }) =>
        response(200).json({
          success: true,
          coins_left: 35,
          message: 'Recharge successful! 30 credits were added to your account.',
        }),
      ),
    );
    const api = recordApiRequests(server);
    const { queryClient } = renderScreen(<PurchaseStatusScreen />, {
      path: '/purchase-status',
      route: '/purchase-status?payment_id=order_abc',
    });
    queryClient.setQueryData(currentUserQueryKey('asha@example.com'), { user: { credits: 5 } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Recharge Successful' })).toBeInTheDocument();
    expect(screen.getByTestId('total-credits')).toHaveTextContent('35');
    expect(
      screen.getByText('Recharge successful! 30 credits were added to your account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/');
    const query = api.requestsTo('GET /referrals/recharge-status')[0]!.query;
    expect(query.get('payment_id')).toBe('order_abc');
    expect(query.get('user_id')).toBe('user-1');
    expect(query.get('email')).toBe('asha@example.com');
    expect(query.get('event_id')).toEqual(expect.any(String));
    await waitFor(() =>
      expect(queryClient.getQueryState(currentUserQueryKey('asha@example.com'))?.isInvalidated).toBe(true),
    );
  });

  it('shows a failed recharge with its message', async () => {
    server.use(
      apiHttp.get('/referrals/recharge-status', ({ response }) =>
        response(200).json({
          success: false,
          coins_left: 5,
          message: 'Payment failed. No credits were added.',
        }),
      ),
    );
    renderScreen(<PurchaseStatusScreen />, {
      path: '/purchase-status',
      route: '/purchase-status?payment_id=order_abc',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Recharge Failed' })).toBeInTheDocument();
    expect(screen.getByTestId('total-credits')).toHaveTextContent('5');
    expect(screen.getByText('Payment failed. No credits were added.')).toBeInTheDocument();
  });

  it('explains itself when opened without a payment id, and checks nothing', async () => {
    const api = recordApiRequests(server);
    renderScreen(<PurchaseStatusScreen />, { path: '/purchase-status', route: '/purchase-status' });
    expect(screen.getByRole('heading', { level: 1, name: 'No payment to check' })).toBeInTheDocument();
    expect(screen.queryByText('Recharge Failed')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'choose a credit pack' })).toHaveAttribute('href', '/premium');
    expect(api.requestsTo('GET /referrals/recharge-status')).toHaveLength(0);
  });

  it('offers no Retry for a payment id the server does not know', async () => {
    server.use(
      apiHttp.get('/referrals/recharge-status', ({ response }) =>
        response(404).json({ message: 'Payment not found.' }),
      ),
    );
    renderScreen(<PurchaseStatusScreen />, {
      path: '/purchase-status',
      route: '/purchase-status?payment_id=order_unknown',
    });
    expect(await screen.findByText('Payment not found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
