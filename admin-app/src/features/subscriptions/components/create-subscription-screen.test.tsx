import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import CreateSubscriptionScreen from './create-subscription-screen';

const form = () => screen.getByRole('form', { name: 'Subscription' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create subscription' }));
const setDate = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/create-subscription', () => {
  it('requires the e-mail, the start date and the end date', async () => {
    const { requests } = mockApi({});
    renderWithProviders(<CreateSubscriptionScreen />);
    await submit();
    expect(
      within(form())
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['Email is mandatory!', 'Start date is mandatory!', 'End date is mandatory!']);
    expect(requests).toHaveLength(0);
  });

  it('refuses a malformed e-mail and an end before the start', async () => {
    mockApi({});
    renderWithProviders(<CreateSubscriptionScreen />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    setDate('Start date', '2025-03-10');
    setDate('End date', '2025-03-01');
    await submit();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('The end date must not be before the start date.')).toBeInTheDocument();
  });

  it('creates the subscription and confirms it', async () => {
    const { requests } = mockApi({
      'POST /referrals/subscription': {
        body: { success: true, message: 'Subscription created successfully.' },
      },
    });
    renderWithProviders(<CreateSubscriptionScreen />);
    await userEvent.type(screen.getByLabelText('Email'), ' learner@example.com ');
    setDate('Start date', '2025-03-01');
    setDate('End date', '2025-04-01');
    await submit();
    expect(await screen.findByText('Subscription created successfully.')).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({
      email: 'learner@example.com',
      start_date: '2025-03-01',
      end_date: '2025-04-01',
    });
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('shows the failure in red and keeps the values', async () => {
    mockApi({ 'POST /referrals/subscription': { status: 503, body: { message: 'down' } } });
    renderWithProviders(<CreateSubscriptionScreen />);
    await userEvent.type(screen.getByLabelText('Email'), 'learner@example.com');
    setDate('Start date', '2025-03-01');
    setDate('End date', '2025-04-01');
    await submit();
    expect(await screen.findByText('An error occurred, try again later!')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('learner@example.com');
  });
});
