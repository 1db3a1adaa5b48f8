import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type CurrentUser } from 'shared-auth';
import { apiHttp, recordApiRequests, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderScreen } from '../../../lib/test-utils';
import SettingsScreen from './settings-screen';

// The form's checks are their own chunk, fetched when the form is first used: here that fetch fails,
// as it does when the connection drops after the page has loaded.
jest.mock('../settings-schema', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const user: CurrentUser = {
  id: 'user-1',
  email: 'asha@example.com',
  credits: 5,
  is_admin: false,
  can_view_stats: false,
  settings: {
    yoe: 3,
    domains_interested_in: ['Backend'],
    locations_open_to: ['Pune'],
    current_organization: 'Acme',
    job_alerts: 'daily',
    resume_link: '',
    apply_notes: '',
  },
};

const server = setupApiMock();

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signIn('user-1', 'asha@example.com');
});

it('says the form could not be checked when its checks cannot be fetched, and saves nothing', async () => {
  server.use(apiHttp.get('/referrals/user/{emailOrId}', ({ response }) => response(200).json({ user })));
  const api = recordApiRequests(server);
  renderScreen(<SettingsScreen />, { path: '/settings', route: '/settings' });
  await screen.findByDisplayValue('Acme');
  await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The form could not be checked: the connection dropped. Check it and try again.',
  );
  expect(api.requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
});
