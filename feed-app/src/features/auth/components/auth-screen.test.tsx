import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiRequestBody } from 'shared-api';
import { REFERRAL_CODE_STORAGE_KEY, readSession, useSessionStore } from 'shared-auth';
import { HttpResponse, apiHttp, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderScreen } from '../../../lib/test-utils';
import LoginScreen from './login-screen';
import SignupScreen from './signup-screen';

const server = setupApiMock();
// Whole sign-in flows through MSW: slower than a unit test on a busy machine.
jest.setTimeout(20_000);

/** Every request the screens sent, by path: what the API was asked. */
function recordRequests() {
  const sent: Array<{ path: string; body: unknown }> = [];
  server.events.on('request:start', async ({ request }) => {
    sent.push({
      path: new URL(request.url).pathname.replace(/^\/v1/, ''),
      body: await request.clone().json(),
    });
  });
  return {
    sent,
    to: (path: string) => sent.filter((request) => request.path === path).map(({ body }) => body),
  };
}

const userExists = (exists: boolean) =>
  apiHttp.post('/referrals/user-exists', ({ response }) => response(200).json({ exists }));
const otpSent = (sent: boolean) =>
  apiHttp.post('/referrals/send-otp', ({ response }) => response(200).json({ sent }));

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().clear();
});
afterEach(() => server.events.removeAllListeners());

async function continueWithEmail(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Continue with Email' }));
  return user;
}

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 4' }));
  await user.keyboard(code);
}

describe('sign-up', () => {
  it('creates the account with the stored referral code before the session is set, then opens the welcome step', async () => {
    localStorage.setItem(REFERRAL_CODE_STORAGE_KEY, JSON.stringify({ code: 'CAMPUS24' }));
    const api = recordRequests();
    server.use(
      userExists(false),
      otpSent(true),
      apiHttp.post('/referrals/verify-otp', ({ response }) =>
        response(200).json({ valid: true, user_id: null }),
      ),
      apiHttp.post('/referrals/user', ({ response }) => {
        expect(readSession().userId).toBe('');
        return response(200).json({ user: { id: 'user-7', email: 'asha@example.com' } });
      }),
    );
    renderScreen(<SignupScreen />, { path: '/signup', route: '/signup' });
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    const user = await continueWithEmail('Asha@Example.com ');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeInTheDocument();
    expect(screen.getByText(/check your spam folder/i)).toBeInTheDocument();
    await typeCode(user, '4821');
    await user.click(screen.getByRole('button', { name: 'Verify & Continue' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/welcome$/));
    expect(readSession()).toEqual({ userId: 'user-7', email: 'asha@example.com' });
    expect(api.to('/referrals/verify-otp')[0]).toEqual({
      email: 'Asha@Example.com',
      otp: '4821',
    });
    const created = api.to('/referrals/user')[0] as ApiRequestBody<'/referrals/user', 'post'>;
    expect(created).toMatchObject({ email: 'Asha@Example.com', referral_code: 'CAMPUS24' });
    expect(created.user_agent).toBe(navigator.userAgent);
    expect(created.event_id).toEqual(expect.any(String));
  });

  it('refuses an address that already has an account', async () => {
    server.use(userExists(true));
    renderScreen(<SignupScreen />, { path: '/signup', route: '/signup' });
    await continueWithEmail('asha@example.com');
    expect(await screen.findByText('User with this email address already exists!')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
  });

  it('checks the address pattern before asking the server', async () => {
    const api = recordRequests();
    renderScreen(<SignupScreen />, { path: '/signup', route: '/signup' });
    await continueWithEmail('asha@example');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(api.sent).toHaveLength(0);
  });

  it('shows the generic error when the code could not be sent', async () => {
    server.use(userExists(false), otpSent(false));
    renderScreen(<SignupScreen />, { path: '/signup', route: '/signup' });
    await continueWithEmail('asha@example.com');
    expect(await screen.findByText('An error occurred, try again later!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
  });
});

describe('login', () => {
  it('tells a stranger there is no such user', async () => {
    server.use(userExists(false));
    renderScreen(<LoginScreen />, { path: '/login', route: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await continueWithEmail('nobody@example.com');
    expect(await screen.findByText('No user found with this email address!')).toBeInTheDocument();
  });

  it('asks for all four digits, refuses a wrong code, then signs in with the right one', async () => {
    let attempts = 0;
    const api = recordRequests();
    server.use(
      userExists(true),
      otpSent(true),
      apiHttp.post('/referrals/verify-otp', ({ response }) => {
        attempts += 1;
        return response(200).json(
          attempts === 1 ? { valid: false, user_id: null } : { valid: true, user_id: 'user-3' },
        );
      }),
    );
    renderScreen(<LoginScreen />, { path: '/login', route: '/login' });
    const user = await continueWithEmail('ravi@example.com');
    await screen.findByRole('heading', { level: 1, name: 'Verify Your Email' });

    await typeCode(user, '12');
    await user.click(screen.getByRole('button', { name: 'Verify & Continue' }));
    expect(await screen.findByText('Please enter the complete 4-digit OTP')).toBeInTheDocument();
    expect(api.to('/referrals/verify-otp')).toHaveLength(0);
    // Focus goes back to the code, on the first empty box.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Digit 3 of 4' })),
    );

    await user.click(screen.getByRole('textbox', { name: 'Digit 3 of 4' }));
    await user.keyboard('34');
    await user.click(screen.getByRole('button', { name: 'Verify & Continue' }));
    expect(await screen.findByText('Invalid OTP! Please check and try again')).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Digit 4 of 4' }));
    await user.keyboard('5');
    await user.click(screen.getByRole('button', { name: 'Verify & Continue' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(readSession()).toEqual({ userId: 'user-3', email: 'ravi@example.com' });
    expect(api.to('/referrals/user')).toHaveLength(0);
  });

  it("reads 'Verifying...' while the code is checked and stops loading on a failure", async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      userExists(true),
      otpSent(true),
      apiHttp.post('/referrals/verify-otp', async ({ response }) => {
        await answered;
        return response.untyped(HttpResponse.json({ message: 'boom' }, { status: 500 }));
      }),
    );
    renderScreen(<LoginScreen />, { path: '/login', route: '/login' });
    const user = await continueWithEmail('ravi@example.com');
    await screen.findByRole('heading', { level: 1, name: 'Verify Your Email' });
    await typeCode(user, '1234');
    await user.click(screen.getByRole('button', { name: 'Verify & Continue' }));
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
    answer();
    expect(await screen.findByText('An error occurred, try again later!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify & Continue' })).toBeEnabled();
  });

  it('says how long to wait when the address is locked after too many wrong codes', async () => {
    server.use(
      userExists(true),
      otpSent(true),
      apiHttp.post('/referrals/verify-otp', ({ response }) =>
        response(429).json({
          message: 'Too many wrong codes were entered for this e-mail. Try again in 42 minutes.',
          retry_after_seconds: 2470,
        }),
      ),
    );
    renderScreen(<LoginScreen />, { path: '/login', route: '/login' });
    const user = await continueWithEmail('ravi@example.com');
    await screen.findByRole('heading', { level: 1, name: 'Verify Your Email' });
    await typeCode(user, '1234');
    await user.click(screen.getByRole('button', { name: 'Verify & Continue' }));
    expect(
      await screen.findByText('Too many wrong codes were entered for this e-mail. Try again in 42 minutes.'),
    ).toBeInTheDocument();
    expect(readSession().userId).toBe('');
    expect(screen.getByRole('button', { name: 'Verify & Continue' })).toBeEnabled();
  });

  it.each([
    ['the shell sent the user here with ?session=ended', '/login?session=ended', false],
    ['a screen guard got here first, without the parameter', '/login', true],
  ])('says the session ended when %s', (_how, route, endedInStore) => {
    useSessionStore.getState().clear();
    useSessionStore.setState({ sessionEnded: endedInStore });
    renderScreen(<LoginScreen />, { path: '/login', route });
    expect(screen.getByText('Your session has ended')).toBeInTheDocument();
    expect(screen.getByText('Log in again to continue.')).toBeInTheDocument();
    useSessionStore.setState({ sessionEnded: false });
  });

  it('says nothing about an ended session on an ordinary visit', () => {
    useSessionStore.setState({ sessionEnded: false });
    renderScreen(<LoginScreen />, { path: '/login', route: '/login' });
    expect(screen.queryByText('Your session has ended')).not.toBeInTheDocument();
  });

  it('sends a signed-in user home', () => {
    useSessionStore.getState().signIn('user-3', 'ravi@example.com');
    renderScreen(<LoginScreen />, { path: '/login', route: '/login' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows no Google button when no client id is configured', () => {
    renderScreen(<LoginScreen />, { path: '/login', route: '/login' });
    expect(screen.queryByText('OR')).not.toBeInTheDocument();
  });
});
