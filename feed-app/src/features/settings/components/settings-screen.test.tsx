import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiRequestBody } from 'shared-api';
import { useSessionStore, type CurrentUser } from 'shared-auth';
import { apiHttp, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderScreen } from '../../../lib/test-utils';
import SettingsScreen from './settings-screen';

type SettingsSave = ApiRequestBody<'/referrals/user/{email}', 'patch'>;

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
    resume_link: '',
    apply_notes: '',
  },
};

const server = setupApiMock();

/** The API as this screen sees it: `saved` is the user's stored profile; every save is recorded. */
function answerSettings(saved: CurrentUser, save?: { status: 400; message: string }) {
  const saves: SettingsSave[] = [];
  server.use(
    apiHttp.get('/referrals/user/{emailOrId}', ({ response }) => response(200).json({ user: saved })),
    apiHttp.patch('/referrals/user/{email}', async ({ request, response }) => {
      const body = await request.json();
      saves.push(body);
      if (save) return response(400).json({ message: save.message });
      return response(200).json({
        success: true,
        message: 'Settings updated!',
        user: { ...saved, settings: { ...saved.settings, ...body.settings } },
      });
    }),
  );
  return saves;
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signIn('user-1', 'asha@example.com');
});

describe('Profile Settings', () => {
  jest.setTimeout(20_000);

  it('shows the four messages for an empty profile and sends nothing', async () => {
    const saves = answerSettings(user);
    renderScreen(<SettingsScreen />, { path: '/settings', route: '/settings' });
    expect(screen.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Save Settings' }));
    for (const message of [
      'Select YOE!',
      'Select at least one domain!',
      'Select at least one location!',
      'Organization is mandatory!',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(saves).toHaveLength(0);
  });

  it('moves focus to the first invalid field on a failed save, a checkbox group included', async () => {
    answerSettings(user);
    renderScreen(<SettingsScreen />, { path: '/settings', route: '/settings' });
    const typist = userEvent.setup();
    const save = await screen.findByRole('button', { name: 'Save Settings' });
    await typist.click(save);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Years of experience' })),
    );

    await typist.selectOptions(screen.getByRole('combobox', { name: 'Years of experience' }), '3+');
    await typist.click(save);
    const domains = screen.getByRole('group', { name: 'Domains interested in' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(domains).getByRole('checkbox', { name: 'Backend' })),
    );
    expect(screen.queryByText('Select YOE!')).not.toBeInTheDocument();
    expect(screen.getByText('Select at least one domain!')).toBeInTheDocument();

    await typist.click(within(domains).getByRole('checkbox', { name: 'AI' }));
    await typist.click(
      within(screen.getByRole('group', { name: 'Locations open to' })).getByRole('checkbox', {
        name: 'Pune',
      }),
    );
    await typist.click(save);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Current organization' })),
    );
  });

  it("saves, says 'Settings updated!' and, with redirect=yes, goes home", async () => {
    const saves = answerSettings(user);
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
    expect(saves[0]).toEqual({
      settings: {
        yoe: 3,
        domains_interested_in: ['Backend', 'ML'],
        locations_open_to: ['Pune'],
        current_organization: 'Acme Labs',
        job_alerts: 'daily',
        resume_link: '',
        apply_notes: '',
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
        resume_link: '',
        apply_notes: '',
      },
    };
    const saves = answerSettings(saved);
    renderScreen(<SettingsScreen />, { path: '/settings', route: '/settings' });
    const alerts = await screen.findByRole('checkbox', { name: 'E-mail me new matching openings' });
    expect(alerts).toBeChecked();
    expect(screen.getByText(/one e-mail a day with up to 10 new openings/)).toBeInTheDocument();
    await userEvent.click(alerts);
    expect(screen.getByText('Off: we will not e-mail you about new openings.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.settings?.job_alerts).toBe('off');
  });

  it('keeps what was typed when saving fails', async () => {
    answerSettings(
      {
        ...user,
        settings: {
          yoe: 2,
          domains_interested_in: ['AI'],
          locations_open_to: ['Delhi'],
          current_organization: 'Old Co',
          job_alerts: 'daily',
          resume_link: '',
          apply_notes: '',
        },
      },
      { status: 400, message: 'Organization must be at most 200 characters.' },
    );
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

  it('lays the form out under a spinner while the settings load, usable only once they fill it', async () => {
    answerSettings({ ...user, settings: { ...user.settings, yoe: 2, current_organization: 'Acme' } });
    renderScreen(<SettingsScreen />, { path: '/settings', route: '/settings' });
    // The fields are on the page (nothing moves when the settings arrive), but not offered yet.
    expect(screen.getByRole('status', { name: 'Loading your settings' })).toBeInTheDocument();
    expect(screen.getByText('Years of experience')).toBeInTheDocument();
    expect(screen.getByText('Locations open to')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Years of experience' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Settings' })).not.toBeInTheDocument();
    for (const control of document.querySelectorAll('input, select, textarea, button[type="submit"]'))
      expect(control).toBeDisabled();

    // react-hook-form fills the form from `values` in an effect after the render that has them.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Current organization' })).toHaveValue('Acme'),
    );
    expect(screen.getByRole('combobox', { name: 'Years of experience' })).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeEnabled();
    expect(screen.queryByRole('status', { name: 'Loading your settings' })).not.toBeInTheDocument();
  });

  it('sends a visitor to the login screen', () => {
    useSessionStore.getState().clear();
    renderScreen(<SettingsScreen />, { path: '/settings', route: '/settings' });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
