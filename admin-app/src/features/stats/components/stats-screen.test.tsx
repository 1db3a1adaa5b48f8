import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiHttp, recordApiRequests, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderWithProviders } from '../../../testing/render-with-providers';
import StatsScreen from './stats-screen';

// recharts measures its container; jsdom has no layout, so the chart module is replaced here and
// the browser journey checks the real chart.
jest.mock('./daily-bar-chart', () => ({
  __esModule: true,
  default: ({ seriesName }: { seriesName: string }) => <svg aria-label={`${seriesName} chart`} />,
}));

const today = new Date().toISOString().slice(0, 10);

describe('/stats', () => {
  const server = setupApiMock();

  it('shows the totals, a table beside each chart and the referral codes', async () => {
    server.use(
      apiHttp.get('/referrals/stats', ({ response }) =>
        response(200).json({
          total_sign_ups: 1234,
          user_sign_ups_per_day: [{ date: today, count: 7 }],
          total_payments: 12,
          payments_per_day: [{ date: today, count: 2, amount: 172 }],
          referral_stats: { CAMPUS: 3, DIWALI: 9 },
        }),
      ),
    );
    renderWithProviders(<StatsScreen />, { url: '/stats' });

    expect(await screen.findByText('Total sign-ups')).toBeInTheDocument();
    expect(screen.getByText((1234).toLocaleString())).toBeInTheDocument();
    const signUpsTable = screen.getByRole('table', { name: 'Sign-ups per day' });
    expect(within(signUpsTable).getAllByRole('row')).toHaveLength(31);
    expect(within(signUpsTable).getAllByRole('row')[1]).toHaveTextContent('7');
    expect(
      within(screen.getByRole('table', { name: 'Payments per day' })).getAllByRole('row')[1],
    ).toHaveTextContent('172');
    const codes = within(screen.getByRole('table', { name: 'Sign-ups per referral code' })).getAllByRole(
      'row',
    );
    expect(codes.map((row) => row.textContent)).toEqual(['Referral codeSign-ups', 'DIWALI9', 'CAMPUS3']);
    expect(await screen.findByLabelText('Sign-ups chart')).toBeInTheDocument();
    expect(screen.getByLabelText('Payments chart')).toBeInTheDocument();
  });

  it('binds the period to the URL and asks the API for it', async () => {
    server.use(
      apiHttp.get('/referrals/stats', ({ response }) =>
        response(200).json({
          total_sign_ups: 0,
          user_sign_ups_per_day: [],
          total_payments: 0,
          payments_per_day: [],
          referral_stats: {},
        }),
      ),
    );
    const { requests } = recordApiRequests(server);
    renderWithProviders(<StatsScreen />, { url: '/stats' });
    await screen.findByText('No referral codes yet');
    await userEvent.selectOptions(screen.getByLabelText('Period'), '7');
    expect(screen.getByTestId('location')).toHaveTextContent('/stats?days=7');
    await screen.findByText('No sign-ups in the last 7 days.');
    expect(requests.map((request) => request.query.get('days'))).toEqual(['30', '7']);
  });

  it('offers a retry when the statistics fail', async () => {
    server.use(
      apiHttp.get('/referrals/stats', ({ response }) =>
        response.untyped(Response.json({ message: 'down' }, { status: 500 })),
      ),
    );
    renderWithProviders(<StatsScreen />, { url: '/stats' });
    expect(await screen.findByText('The statistics did not load')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
