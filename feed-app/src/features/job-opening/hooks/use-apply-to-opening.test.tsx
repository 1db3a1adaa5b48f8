import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from 'shared-auth';
import { apiHttp, recordApiRequests, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderScreen } from '../../../lib/test-utils';
import { useApplyToOpening } from './use-apply-to-opening';

const server = setupApiMock();

/** The balance the hook reads before Apply: opening 42 unlocked already (no question asked), or not. */
function answerBalance({ credits, unlocked }: { credits: number; unlocked: boolean }) {
  server.use(
    apiHttp.get('/referrals/my-referrals', ({ response }) =>
      response(200).json({
        unlocked_openings: unlocked
          ? [
              {
                job_id: 42,
                title: 'Data Engineer',
                company_name: 'Uber',
                location: 'Pune',
                employment_type: 'Full-time',
                link: 'https://careers.example.com/42',
                unlocked_at: '2025-06-02T10:00:00.000Z',
              },
            ]
          : [],
        referral_requests: [],
      }),
    ),
    apiHttp.get('/referrals/user/{emailOrId}', ({ response }) =>
      response(200).json({
        user: {
          id: 'user-1',
          email: 'asha@example.com',
          credits,
          is_admin: false,
          can_view_stats: false,
          settings: {
            yoe: null,
            domains_interested_in: [],
            locations_open_to: [],
            current_organization: '',
            job_alerts: 'off',
            resume_link: '',
            apply_notes: '',
          },
        },
      }),
    ),
  );
}

function ApplyButton() {
  const { apply } = useApplyToOpening();
  return <button onClick={() => apply(42)}>Apply</button>;
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().clear();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('Apply', () => {
  it('sends a visitor to sign up with a closable 3-second error toast', async () => {
    jest.useFakeTimers();
    const api = recordApiRequests(server);
    renderScreen(<ApplyButton />, { path: '/feed', route: '/feed' });
    await act(async () => screen.getByRole('button', { name: 'Apply' }).click());

    expect(await screen.findByText('Login or signup to view the post!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close toast' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
    expect(api.requests).toHaveLength(0);

    await act(async () => {
      jest.advanceTimersByTime(2500);
    });
    expect(screen.getByText('Login or signup to view the post!')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1200);
    });
    await waitFor(() =>
      expect(screen.queryByText('Login or signup to view the post!')).not.toBeInTheDocument(),
    );
  });

  it('unlocks, counts one view and opens the apply page when a link comes back', async () => {
    useSessionStore.getState().signIn('user-1', 'asha@example.com');
    answerBalance({ credits: 5, unlocked: true });
    server.use(
      apiHttp.patch('/referrals/job-link/{id}', ({ response }) =>
        response(200).json({ link: 'https://careers.example.com/42', recharge_needed: false }),
      ),
      apiHttp.patch('/referrals/increment-count/{id}', ({ response }) =>
        response(200).json({ success: true, view_count: 1, share_count: 0 }),
      ),
    );
    const api = recordApiRequests(server);
    renderScreen(<ApplyButton />, { path: '/feed', route: '/feed' });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/apply?id=42'));
    expect(await api.requestsTo('PATCH /referrals/job-link/42')[0]?.body).toEqual({ user_id: 'user-1' });
    expect(await api.requestsTo('PATCH /referrals/increment-count/42')[0]?.body).toEqual({ view_count: 1 });
  });

  it('goes to /premium when a recharge is needed, without counting a view', async () => {
    useSessionStore.getState().signIn('user-1', 'asha@example.com');
    answerBalance({ credits: 0, unlocked: false });
    server.use(
      apiHttp.patch('/referrals/job-link/{id}', ({ response }) =>
        response(200).json({ link: null, recharge_needed: true }),
      ),
    );
    const api = recordApiRequests(server);
    renderScreen(<ApplyButton />, { path: '/feed', route: '/feed' });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/premium'));
    expect(api.requestsTo('PATCH /referrals/increment-count/42')).toHaveLength(0);
  });

  it('stays put and only logs when the apply check fails', async () => {
    useSessionStore.getState().signIn('user-1', 'asha@example.com');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerBalance({ credits: 5, unlocked: true });
    server.use(
      apiHttp.patch('/referrals/job-link/{id}', ({ response }) => response(404).json({ message: 'gone' })),
    );
    renderScreen(<ApplyButton />, { path: '/feed', route: '/feed' });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('The apply check failed', expect.anything()));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/feed$/);
    logged.mockRestore();
  });
});
