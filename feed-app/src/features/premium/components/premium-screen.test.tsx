import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from 'shared-auth';
import { apiHttp, recordApiRequests, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderScreen } from '../../../lib/test-utils';
import { openCheckout } from '../open-checkout';
import PremiumScreen from './premium-screen';

jest.mock('../open-checkout', () => ({ openCheckout: jest.fn().mockResolvedValue(undefined) }));

const server = setupApiMock();
const PLANS = [
  { name: '30 Referrals', price: 86, originalPrice: 150, discount: '43%', credits: 30 },
  { name: '50 Referrals', price: 140, originalPrice: 250, discount: '44%', credits: 50 },
  { name: '100 Referrals', price: 274, originalPrice: 500, discount: '45%', credits: 100 },
];
const currentUser = {
  user: {
    id: 'user-1',
    email: 'asha@example.com',
    credits: 0,
    is_admin: false,
    can_view_stats: false,
    settings: {
      yoe: null,
      domains_interested_in: [],
      locations_open_to: [],
      current_organization: '',
      job_alerts: 'off' as const,
      resume_link: '',
      apply_notes: '',
    },
  },
};

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signIn('user-1', 'asha@example.com');
});
afterEach(() => {
  jest.restoreAllMocks();
});

const answerPlansAndUser = () =>
  server.use(
    apiHttp.get('/pricing', ({ response }) => response(200).json({ plans: PLANS })),
    apiHttp.get('/referrals/user/{emailOrId}', ({ params, response }) =>
      params.emailOrId === 'asha@example.com'
        ? response(200).json(currentUser)
        : response(404).json({ message: 'User not found' }),
    ),
  );

describe('Premium', () => {
  it('names the opening being unlocked and returns to it after paying (issue 32)', async () => {
    answerPlansAndUser();
    server.use(
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
      apiHttp.post('/payment/create-order', ({ response }) =>
        response(200).json({
          payment_session_id: 'ps_2',
          order_id: 'order_2',
          provider: 'dev',
          checkout_url: '',
        }),
      ),
    );
    const api = recordApiRequests(server);
    renderScreen(<PremiumScreen />, { path: '/premium', route: '/premium?for=42' });
    expect(await screen.findByText('Data Engineer at Uber', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /Buy 30 Referrals/ }, { timeout: 5000 }));
    await waitFor(() => expect(api.requestsTo('POST /payment/create-order')).toHaveLength(1));
    expect(
      (await api.requestsTo('POST /payment/create-order')[0]?.body) as { redirect_url: string },
    ).toMatchObject({
      redirect_url: `${window.location.origin}/purchase-status?for=42`,
    });
  });

  it('lists the three packs and opens the checkout of the order for the chosen one', async () => {
    const order = {
      payment_session_id: 'ps_1',
      order_id: 'order_1',
      provider: 'dev',
      checkout_url: 'http://api.test/checkout/ps_1',
    };
    answerPlansAndUser();
    server.use(apiHttp.post('/payment/create-order', ({ response }) => response(200).json(order)));
    const api = recordApiRequests(server);
    renderScreen(<PremiumScreen />, { path: '/premium', route: '/premium' });
    expect(await screen.findByText(/You have/)).toHaveTextContent('You have 0 credits left.');
    for (const name of ['30 Referrals', '50 Referrals', '100 Referrals']) {
      expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: /Buy 50 Referrals/ }));
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith(order));
    expect(await api.requestsTo('POST /payment/create-order')[0]?.body).toEqual({
      app_name: 'referrals',
      user_id: 'user-1',
      email: 'asha@example.com',
      amount: 140,
      redirect_url: `${window.location.origin}/purchase-status`,
    });
  });

  it('alerts when the payment session cannot be created', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerPlansAndUser();
    server.use(
      apiHttp.post('/payment/create-order', ({ response }) =>
        response.untyped(Response.json({ message: 'down' }, { status: 502 })),
      ),
    );
    renderScreen(<PremiumScreen />, { path: '/premium', route: '/premium' });
    await userEvent.click(await screen.findByRole('button', { name: /Buy 30 Referrals/ }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Payment session could not be created. Please try after some time.'),
    );
  });

  it('needs an account', () => {
    useSessionStore.getState().clear();
    renderScreen(<PremiumScreen />, { path: '/premium', route: '/premium' });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
