import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiRequestBody, ApiResponse } from 'shared-api';
import { apiHttp, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderWithProviders } from '../../../testing/render-with-providers';
import CreateSubscriptionScreen from './create-subscription-screen';

const server = setupApiMock();
jest.setTimeout(20_000);

type Subscription = ApiResponse<'/referrals/subscriptions'>['results'][number];
type NewSubscription = ApiRequestBody<'/referrals/subscription', 'post'>;

/**
 * The subscription routes the screen uses: the list (`rows`), and creating one answered with
 * `created` (or refused with `failure`). Returns every request body the API received, by route.
 */
function answerSubscriptions({
  rows = [],
  created = { success: true, message: 'Subscription created successfully.' },
  failure,
}: {
  rows?: Subscription[];
  created?: ApiResponse<'/referrals/subscription', 'post'>;
  failure?: { status: 400; message: string };
} = {}) {
  const requests = { created: [] as NewSubscription[], extended: [] as unknown[], cancelled: [] as string[] };
  server.use(
    apiHttp.get('/referrals/subscriptions', ({ response }) =>
      response(200).json({ results: rows, page: 1, page_size: 20, total: rows.length }),
    ),
    apiHttp.post('/referrals/subscription', async ({ request, response }) => {
      requests.created.push(await request.json());
      if (failure) return response(failure.status).json({ message: failure.message });
      return response(200).json(created);
    }),
    apiHttp.patch('/referrals/subscription/{id}', async ({ request, response }) => {
      const body = await request.json();
      requests.extended.push(body);
      return response(200).json({ success: true, message: `Subscription extended to ${body.end_date}.` });
    }),
    apiHttp.post('/referrals/subscription/{id}/cancel', ({ params, response }) => {
      requests.cancelled.push(String(params.id));
      return response(200).json({ success: true, message: 'Subscription cancelled.' });
    }),
  );
  return requests;
}

const form = () => screen.getByRole('form', { name: 'Subscription' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create subscription' }));
const setDate = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/create-subscription', () => {
  it('requires the e-mail, the start date and the end date', async () => {
    const requests = answerSubscriptions();
    renderWithProviders(<CreateSubscriptionScreen />);
    await submit();
    await waitFor(() =>
      expect(
        within(form())
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toEqual(['Email is mandatory!', 'Start date is mandatory!', 'End date is mandatory!']),
    );
    expect(requests.created).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('refuses a malformed e-mail and an end before the start', async () => {
    answerSubscriptions();
    renderWithProviders(<CreateSubscriptionScreen />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    setDate('Start date', '2025-03-10');
    setDate('End date', '2025-03-01');
    await submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('The end date must not be before the start date.')).toBeInTheDocument();
  });

  it('focuses the first invalid field in the order of the form', async () => {
    answerSubscriptions();
    renderWithProviders(<CreateSubscriptionScreen />);
    await userEvent.type(screen.getByLabelText('Email'), 'learner@example.com');
    setDate('Start date', '2025-03-10');
    setDate('End date', '2025-03-01');
    await submit();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('End date')));
    setDate('Start date', '');
    await submit();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Start date')));
  });

  it('creates the subscription and confirms it', async () => {
    const requests = answerSubscriptions();
    renderWithProviders(<CreateSubscriptionScreen />);
    await userEvent.type(screen.getByLabelText('Email'), ' learner@example.com ');
    setDate('Start date', '2025-03-01');
    setDate('End date', '2025-04-01');
    await submit();
    expect(await screen.findByText('Subscription created successfully.')).toBeInTheDocument();
    expect(requests.created[0]).toEqual({
      email: 'learner@example.com',
      start_date: '2025-03-01',
      end_date: '2025-04-01',
    });
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.queryByText(/No account uses/)).not.toBeInTheDocument();
  });

  it('keeps the no-account warning on screen when nobody has the e-mail yet', async () => {
    const warning =
      'No account uses new@example.com yet: the subscription is saved and applies as soon as someone signs up with this e-mail. Check the address for typos.';
    answerSubscriptions({
      created: { success: true, message: 'Subscription created successfully.', warning },
    });
    renderWithProviders(<CreateSubscriptionScreen />);
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
    setDate('Start date', '2025-03-01');
    setDate('End date', '2025-04-01');
    await submit();
    expect(await screen.findByText(warning)).toBeInTheDocument();
    expect(screen.getByText(warning)).toBeInTheDocument();
  });

  it('lists subscriptions with their status, extends one and cancels one after confirming', async () => {
    const rows = [
      {
        id: 1,
        email: 'active@example.com',
        start_date: '2025-01-01',
        end_date: '2099-01-01',
        status: 'active',
        has_account: true,
      },
      {
        id: 2,
        email: 'later@example.com',
        start_date: '2098-01-01',
        end_date: '2099-01-01',
        status: 'upcoming',
        has_account: false,
      },
      {
        id: 3,
        email: 'old@example.com',
        start_date: '2020-01-01',
        end_date: '2020-02-01',
        status: 'expired',
        has_account: true,
      },
    ].map((row) => ({ ...row, cancelled_at: null, created_at: '2025-01-01T00:00:00.000Z' }) as Subscription);
    const requests = answerSubscriptions({ rows });
    renderWithProviders(<CreateSubscriptionScreen />);
    const table = await screen.findByRole('table');
    const active = within(table).getByRole('row', { name: /active@example.com/ });
    expect(within(active).getByText('Active')).toBeInTheDocument();
    expect(within(active).getByText('2099-01-01')).toBeInTheDocument();
    const later = within(table).getByRole('row', { name: /later@example.com/ });
    expect(within(later).getByText('Upcoming')).toBeInTheDocument();
    expect(within(later).getByText('No account yet: applies at sign-up')).toBeInTheDocument();
    const old = within(table).getByRole('row', { name: /old@example.com/ });
    expect(within(old).getByText('Expired')).toBeInTheDocument();
    expect(within(old).queryByRole('button', { name: /Extend/ })).not.toBeInTheDocument();

    await userEvent.click(within(active).getByRole('button', { name: 'Extend active@example.com' }));
    const extendDialog = await screen.findByRole('dialog', {
      name: 'Extend the subscription of active@example.com',
    });
    fireEvent.change(within(extendDialog).getByLabelText('New end date'), {
      target: { value: '2098-12-31' },
    });
    await userEvent.click(within(extendDialog).getByRole('button', { name: 'Extend' }));
    expect(
      within(extendDialog).getByText('The new end date must be after the current end date.'),
    ).toBeInTheDocument();
    fireEvent.change(within(extendDialog).getByLabelText('New end date'), {
      target: { value: '2099-06-01' },
    });
    await userEvent.click(within(extendDialog).getByRole('button', { name: 'Extend' }));
    expect(await screen.findByText('Subscription extended to 2099-06-01.')).toBeInTheDocument();
    expect(requests.extended[0]).toEqual({ end_date: '2099-06-01' });

    await userEvent.click(within(later).getByRole('button', { name: 'Cancel later@example.com' }));
    const cancelDialog = await screen.findByRole('dialog', {
      name: 'Cancel the subscription of later@example.com?',
    });
    expect(requests.cancelled).toHaveLength(0);
    await userEvent.click(within(cancelDialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Subscription cancelled.')).toBeInTheDocument();
    expect(requests.cancelled).toEqual(['2']);
  });

  it('shows the failure in red and keeps the values', async () => {
    answerSubscriptions({ failure: { status: 400, message: 'down' } });
    renderWithProviders(<CreateSubscriptionScreen />);
    await userEvent.type(screen.getByLabelText('Email'), 'learner@example.com');
    setDate('Start date', '2025-03-01');
    setDate('End date', '2025-04-01');
    await submit();
    expect(await screen.findByText('An error occurred, try again later!')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('learner@example.com');
  });
});
