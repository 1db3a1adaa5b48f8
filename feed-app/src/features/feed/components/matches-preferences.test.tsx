import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type CurrentUser, type UserSettings } from 'shared-auth';
import { apiHttp, recordApiRequests, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderScreen } from '../../../lib/test-utils';
import FeedScreen from './feed-screen';
import type { JobOpening } from '../../../lib/job-opening';

const server = setupApiMock();

const SAVED_SETTINGS: UserSettings = {
  yoe: 2,
  domains_interested_in: ['Backend'],
  locations_open_to: ['Bengaluru'],
  current_organization: 'Acme',
  job_alerts: 'daily',
  resume_link: '',
  apply_notes: '',
};
const NO_SETTINGS: UserSettings = {
  yoe: null,
  domains_interested_in: [],
  locations_open_to: [],
  current_organization: '',
  job_alerts: 'daily',
  resume_link: '',
  apply_notes: '',
};

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
    matches_preferences: false,
    saved: false,
    ...overrides,
  };
}

function api(settings: UserSettings) {
  const user: CurrentUser = {
    id: 'user-1',
    email: 'asha@example.com',
    credits: 5,
    is_admin: false,
    can_view_stats: false,
    settings,
  };
  server.use(
    apiHttp.get('/referrals/user/{emailOrId}', ({ params, response }) =>
      params.emailOrId === 'asha@example.com'
        ? response(200).json({ user })
        : response(404).json({ message: 'User not found' }),
    ),
    apiHttp.get('/referrals/job-openings', ({ query, response }) => {
      const all = [opening(1, { matches_preferences: true, title: 'Backend Engineer' }), opening(2)];
      const results = query.get('matches') === 'yes' ? all.filter((job) => job.matches_preferences) : all;
      return response(200).json({ data: { results, current_page: 1 } });
    }),
  );
  return recordApiRequests(server);
}

const location = () => screen.getByTestId('location').textContent ?? '';

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signIn('user-1', 'asha@example.com');
});

describe('matching openings in the feed', () => {
  jest.setTimeout(20_000);

  it('marks the matching card only, and the switch writes matches=yes', async () => {
    const calls = api(SAVED_SETTINGS);
    renderScreen(<FeedScreen />, { path: '/feed', route: '/feed' });
    const matching = (await screen.findByRole('heading', { name: 'Backend Engineer' })).closest('article')!;
    expect(within(matching).getByText('Matches your preferences')).toBeInTheDocument();
    const other = screen.getByRole('heading', { name: 'Opening 2' }).closest('article')!;
    expect(within(other).queryByText('Matches your preferences')).not.toBeInTheDocument();

    const typist = userEvent.setup();
    await typist.click(screen.getByRole('button', { name: /Filters/ }));
    const dialog = await screen.findByRole('dialog');
    const toggle = await within(dialog).findByRole('switch', { name: 'Matches my preferences' });
    expect(toggle).not.toBeChecked();
    await typist.click(toggle);
    await typist.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));

    await waitFor(() => expect(location()).toBe('/feed?matches=yes'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Opening 2' })).not.toBeInTheDocument());
    const last = calls.requestsTo('GET /referrals/job-openings').at(-1)!;
    expect(last.query.get('matches')).toBe('yes');
    expect(screen.getByRole('button', { name: /Filters/ })).toHaveTextContent('1');
  });

  it('asks a user without settings to save them, instead of the switch', async () => {
    api(NO_SETTINGS);
    renderScreen(<FeedScreen />, { path: '/feed', route: '/feed' });
    await screen.findByRole('heading', { name: 'Backend Engineer' });
    // Not on the first screen: it comes up once the reader scrolls the feed.
    expect(screen.queryByRole('link', { name: 'Save your preferences' })).not.toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    fireEvent.scroll(window);
    const prompt = await screen.findByRole('link', { name: 'Save your preferences' });
    expect(prompt).toHaveAttribute('href', '/settings?redirect=yes');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: /Filters/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('link', { name: 'Save your preferences' })).toHaveAttribute(
      'href',
      '/settings?redirect=yes',
    );
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
  });

  it('shows visitors neither the switch nor the prompt', async () => {
    useSessionStore.getState().clear();
    api(SAVED_SETTINGS);
    renderScreen(<FeedScreen />, { path: '/feed', route: '/feed' });
    await screen.findByRole('heading', { name: 'Backend Engineer' });
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    fireEvent.scroll(window);
    await userEvent.click(screen.getByRole('button', { name: /Filters/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Save your preferences' })).not.toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
