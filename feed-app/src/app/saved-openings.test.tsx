import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from 'shared-auth';
import { apiHttp, recordApiRequests, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderScreen } from '../lib/test-utils';
import FeedScreen from '../features/feed/components/feed-screen';
import type { JobOpening } from '../lib/job-opening';
import MyReferralsScreen from '../features/my-referrals/components/my-referrals-screen';

const server = setupApiMock();

function opening(id: number, overrides: Partial<JobOpening> = {}): JobOpening {
  return {
    id,
    title: `Opening ${id}`,
    company_name: 'Google',
    employment_type: 'Full-time',
    location: 'Bengaluru',
    yoe: 2,
    skills: ['go'],
    view_count: 0,
    share_count: 0,
    created_at: '2025-06-01T10:00:00.000Z',
    meta_data: { faang_level: 'yes', status: 'published' },
    ...overrides,
  };
}

const location = () => screen.getByTestId('location').textContent ?? '';

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signIn('user-1', 'asha@example.com');
  server.use(
    // The header's signed-in user, whose saved preferences the feed reads.
    apiHttp.get('/referrals/user/{emailOrId}', ({ response }) =>
      response(200).json({
        user: {
          id: 'user-1',
          email: 'asha@example.com',
          credits: 5,
          is_admin: false,
          can_view_stats: false,
          settings: {
            yoe: 2,
            domains_interested_in: ['Backend'],
            locations_open_to: ['Bengaluru'],
            current_organization: 'Acme',
            job_alerts: 'off',
            resume_link: '',
            apply_notes: '',
          },
        },
      }),
    ),
  );
});

describe('saving openings', () => {
  jest.setTimeout(20_000);

  it('Save on a card saves it and shows it pressed; pressing again unsaves', async () => {
    const saved = new Set<number>();
    server.use(
      apiHttp.get('/referrals/job-openings', ({ response }) =>
        response(200).json({
          data: {
            results: [opening(7, { saved: saved.has(7), matches_preferences: false })],
            current_page: 1,
          },
        }),
      ),
      apiHttp.put('/referrals/saved-openings/{id}', ({ params, response }) => {
        saved.add(Number(params.id));
        return response(200).json({ job_id: Number(params.id), saved: true });
      }),
      apiHttp.delete('/referrals/saved-openings/{id}', ({ params, response }) => {
        saved.delete(Number(params.id));
        return response(200).json({ job_id: Number(params.id), saved: false });
      }),
    );
    const api = recordApiRequests(server);
    renderScreen(<FeedScreen />, { path: '/feed', route: '/feed' });
    const save = await screen.findByRole('button', { name: 'Save Opening 7' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save Opening 7' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(screen.getByRole('button', { name: 'Save Opening 7' })).toHaveTextContent('Saved');
    expect(api.requestsTo('PUT /referrals/saved-openings/7')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Save Opening 7' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save Opening 7' })).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(api.requestsTo('DELETE /referrals/saved-openings/7')).toHaveLength(1);
  });

  it('sends a visitor to /signup with the error toast, as Apply does', async () => {
    useSessionStore.getState().clear();
    server.use(
      apiHttp.get('/referrals/job-openings', ({ response }) =>
        response(200).json({ data: { results: [opening(7)], current_page: 1 } }),
      ),
    );
    const api = recordApiRequests(server);
    renderScreen(<FeedScreen />, { path: '/feed', route: '/feed' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save Opening 7' }));
    expect(await screen.findByText('Login or signup to save openings!')).toBeInTheDocument();
    expect(location()).toBe('/signup');
    expect(api.requests.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('lists saved openings under Saved on /my-referrals, and Unsave removes one', async () => {
    const saved = [opening(3, { title: 'Backend Engineer' }), opening(4, { title: 'Android Engineer' })];
    server.use(
      apiHttp.get('/referrals/my-referrals', ({ response }) =>
        response(200).json({ unlocked_openings: [], referral_requests: [] }),
      ),
      apiHttp.get('/referrals/saved-openings', ({ response }) =>
        response(200).json({
          saved_openings: saved.map((item) => ({ ...item, saved_at: '2025-06-02T10:00:00.000Z' })),
        }),
      ),
      apiHttp.delete('/referrals/saved-openings/{id}', ({ params, response }) => {
        if (params.id !== '3') return response(404).json({ message: 'Job opening not found' });
        saved.splice(0, 1);
        return response(200).json({ job_id: 3, saved: false });
      }),
    );
    const api = recordApiRequests(server);
    renderScreen(<MyReferralsScreen />, { path: '/my-referrals', route: '/my-referrals' });
    const section = (await screen.findByRole('heading', { name: 'Saved' })).closest('section')!;
    const list = await within(section).findByRole('list', { name: 'Saved openings' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: /View Backend Engineer/ })).toHaveAttribute(
      'href',
      '/job-opening?id=3',
    );

    await userEvent.click(within(list).getByRole('button', { name: 'Unsave Backend Engineer' }));
    await waitFor(() =>
      expect(within(section).queryByRole('heading', { name: 'Backend Engineer' })).not.toBeInTheDocument(),
    );
    expect(within(section).getByRole('heading', { name: 'Android Engineer' })).toBeInTheDocument();
    expect(api.requestsTo('DELETE /referrals/saved-openings/3')).toHaveLength(1);
    // Issue 32: focus is not lost with the removed row; it moves to the row now in its place.
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: 'Unsave Android Engineer' })).toHaveFocus(),
    );
  });
});
