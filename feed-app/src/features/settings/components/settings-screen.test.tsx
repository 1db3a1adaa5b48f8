import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type CurrentUser } from 'shared-auth';
import { mockApi, renderScreen } from '../../../lib/test-utils';
import SettingsScreen from './settings-screen';

const realFetch = global.fetch;

const user: CurrentUser = {
  id: 'user-1',
  email: 'asha@example.com',
  credits: 5,
  is_admin: false,
  can_view_stats: false,
  settings: {
    yoe: null,
    domains_interested_in: [],
    locations_open_to: [],
    current_organization: '',
    job_alerts: 'daily',
  },
};

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signIn('user-1', 'asha@example.com');
});
afterEach(() => {
  global.fetch = realFetch;
});

describe('Profile Settings', () => {
  jest.setTimeout(20_000);

  it('shows the four messages for an empty profile and sends nothing', async () => {
    const api = mockApi({ 'GET /referrals/user/asha@example.com': () => ({ body: { user } }) });
    renderScreen(<SettingsScreen />, { path: '/settings', route: '/settings' });
    expect(screen.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Save Settings' }));
    for (const message of [
      'Select YOE!',
      'Select at least one domain!',
      'Select at least one location!',
      'Organization is mandatory!',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(api.callsTo('PATCH /referrals/user/asha@example.com')).toHaveLength(0);
  });

  it("saves, says 'Settings updated!' and, with redirect=yes, goes home", async () => {
    const api = mockApi({
      'GET /referrals/user/asha@example.com': () => ({ body: { user } }),
      'PATCH /referrals/user/asha@example.com': (call) => ({
        body: {
          success: true,
          message: 'Settings updated!',
          user: { ...user, settings: (call.body as { settings: unknown }).settings },
        },
      }),
    });
    renderScreen(<SettingsScreen />, { path: '/settings', route: '/settings?redirect=yes' });
    const typist = userEvent.setup();
    await typist.selectOptions(await screen.findByRole('combobox', { name: 'Years of experience' }), '3+');
    const domains = screen.getByRole('group', { name: 'Domains interested in' });
    await typist.click(within(domains).getByRole('checkbox', { name: 'Backend' }));
    await typist.click(within(domains).getByRole('checkbox', { name: 'ML' }));
    await typist.click(
      within(screen.getByRole('group', { name: 'Locations open to' })).getByRole('checkbox', {
        name: 'Pune',
      }),
    );
    await typist.type(screen.getByRole('textbox', { name: 'Current organization' }), '  Acme Labs ');
    await typist.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Settings updated!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(api.callsTo('PATCH /referrals/user/asha@example.com')[0]?.body).toEqual({
      settings: {
        yoe: 3,
        domains_interested_in: ['Backend', 'ML'],
        locations_open_to: ['Pune'],
        current_organization: 'Acme Labs',
        job_alerts: 'daily',
      },
    });
  });

  it('shows the job-alert choice on by default and saves it turned off', async () => {
    const saved = {
      ...user,
      settings: {
        yoe: 2,
        domains_interested_in: ['Backend'],
        locations_open_to: ['Pune'],
        current_organization: 'Acme',
        job_alerts: 'daily' as const,
      },
    };
    const api = mockApi({
      'GET /referrals/user/asha@example.com': () => ({ body: { user: saved } }),
      'PATCH /referrals/user/asha@example.com': (call) => ({
        body: {
          success: true,
          message: 'Settings updated!',
          user: { ...saved, settings: (call.body as { settings: unknown }).settings },
        },
      }),
    });
    renderScreen(<SettingsScreen />, { path: '/settings', route: '/settings' });
    const alerts = await screen.findByRole('checkbox', { name: 'E-mail me new matching openings' });
    expect(alerts).toBeChecked();
    expect(screen.getByText(/one e-mail a day with up to 10 new openings/)).toBeInTheDocument();
    await userEvent.click(alerts);
    expect(screen.getByText('Off: we will not e-mail you about new openings.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(api.callsTo('PATCH /referrals/user/asha@example.com')).toHaveLength(1));
    expect(
      (api.callsTo('PATCH /referrals/user/asha@example.com')[0]?.body as { settings: { job_alerts: string } })
        .settings.job_alerts,
    ).toBe('off');
  });

  it('keeps what was typed when saving fails', async () => {
    mockApi({
      'GET /referrals/user/asha@example.com': () => ({
        body: {
          user: {
            ...user,
            settings: {
              yoe: 2,
              domains_interested_in: ['AI'],
              locations_open_to: ['Delhi'],
              current_organization: 'Old Co',
            },
          },
        },
      }),
      'PATCH /referrals/user/asha@example.com': () => ({
        status: 400,
        body: { message: 'Organization must be at most 200 characters.' },
      }),
    });
    renderScreen(<SettingsScreen />, { path: '/settings', route: '/settings' });
    const organization = await screen.findByRole('textbox', { name: 'Current organization' });
    expect(organization).toHaveValue('Old Co');
    await userEvent.clear(organization);
    await userEvent.type(organization, 'New Co');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Organization must be at most 200 characters.')).toBeInTheDocument();
    expect(organization).toHaveValue('New Co');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/settings$/);
  });

  it('sends a visitor to the login screen', () => {
    useSessionStore.getState().clear();
    renderScreen(<SettingsScreen />, { path: '/settings', route: '/settings' });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
