import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from 'shared-auth';
import { apiHttp, setupApiMock } from 'shared-api/src/testing/api-mock';
import { JobCard } from '../../../components/job-card';
import { renderScreen } from '../../../lib/test-utils';
import { ApplyCostDialog } from './apply-cost-dialog';
import type { JobOpening } from '../../../lib/job-opening';
import { useApplyToOpening } from '../hooks/use-apply-to-opening';

const JOB: JobOpening = {
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
};

function FeedCard() {
  const { apply, pendingJobId, costDialog } = useApplyToOpening();
  return (
    <>
      <JobCard job={JOB} onApply={apply} onShare={() => undefined} applying={pendingJobId === JOB.id} />
      <ApplyCostDialog {...costDialog} />
    </>
  );
}

const UNLOCKED_42 = {
  job_id: 42,
  title: 'Data Engineer',
  company_name: 'Uber',
  location: 'Pune',
  employment_type: 'Full-time',
  link: 'https://careers.uber.com/42',
  unlocked_at: '2025-06-02T10:00:00.000Z',
};

describe('Apply asks before it spends a credit', () => {
  const server = setupApiMock();
  let spent: number[];

  function answer({ credits, unlocked }: { credits: number; unlocked: boolean }) {
    spent = [];
    server.use(
      apiHttp.get('/referrals/my-referrals', ({ response }) =>
        response(200).json({ unlocked_openings: unlocked ? [UNLOCKED_42] : [], referral_requests: [] }),
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
      apiHttp.patch('/referrals/job-link/{id}', ({ params, response }) => {
        spent.push(Number(params.id));
        return credits > 0 || unlocked
          ? response(200).json({ link: UNLOCKED_42.link, recharge_needed: false })
          : response(200).json({ link: null, recharge_needed: true });
      }),
      apiHttp.patch('/referrals/increment-count/{id}', ({ response }) =>
        response(200).json({ success: true, view_count: 1, share_count: 0 }),
      ),
    );
  }

  beforeEach(() => {
    localStorage.clear();
    useSessionStore.getState().signIn('user-1', 'asha@example.com');
  });

  const applyButton = () => screen.getByRole('button', { name: 'Apply for Data Engineer' });

  it('states the cost and the balance, and spends the credit only on confirm', async () => {
    answer({ credits: 5, unlocked: false });
    renderScreen(<FeedCard />, { path: '/feed', route: '/feed' });
    await userEvent.click(applyButton());

    const dialog = await screen.findByRole('dialog', { name: 'Unlock this referral for 1 credit?' });
    expect(dialog).toHaveAccessibleDescription('You have 5.');
    expect(spent).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlock for 1 credit' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/apply?id=42'));
    expect(spent).toEqual([42]);
  });

  it('Cancel spends nothing and gives focus back to the Apply button', async () => {
    answer({ credits: 1, unlocked: false });
    renderScreen(<FeedCard />, { path: '/feed', route: '/feed' });
    await userEvent.click(applyButton());
    const dialog = await screen.findByRole('dialog', { name: 'Unlock this referral for 1 credit?' });
    expect(dialog).toHaveAccessibleDescription('You have 1.');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(applyButton()).toHaveFocus());
    expect(spent).toEqual([]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/feed$/);
  });

  it('Escape closes it the same way, by keyboard alone', async () => {
    answer({ credits: 3, unlocked: false });
    renderScreen(<FeedCard />, { path: '/feed', route: '/feed' });
    applyButton().focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Unlock this referral for 1 credit?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(applyButton()).toHaveFocus());
    expect(spent).toEqual([]);
  });

  it('asks nothing when the opening is already unlocked: reopening it is free', async () => {
    answer({ credits: 5, unlocked: true });
    renderScreen(<FeedCard />, { path: '/feed', route: '/feed' });
    await userEvent.click(applyButton());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/apply?id=42'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(spent).toEqual([42]);
  });

  it('asks nothing with no credits left and goes to /premium as before', async () => {
    answer({ credits: 0, unlocked: false });
    renderScreen(<FeedCard />, { path: '/feed', route: '/feed' });
    await userEvent.click(applyButton());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/premium'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
