// /login arrives prerendered (issue 32): the build renders it without the run-time settings and without
// a session, and the browser hydrates that markup. What only the browser knows (a Google client id in
// remotes.json, a session that ended in this tab) must not make its first render differ from the
// markup, or React throws the markup away; it shows right after hydration instead.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { configurePublicSettings } from 'shared-api';
import { useSessionStore } from 'shared-auth';
import LoginScreen from './login-screen';

function LoginPage() {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/login']}>
        <LoginScreen />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

afterEach(() => {
  configurePublicSettings({});
  useSessionStore.getState().clear();
  document.body.replaceChildren();
});

it('hydrates the prerendered login screen without a mismatch, then adds Google sign-in and the ended-session notice', async () => {
  // As the build prerenders it: no settings, nobody signed in.
  configurePublicSettings({});
  useSessionStore.getState().clear();
  useSessionStore.setState({ sessionEnded: false });
  const container = document.createElement('div');
  container.innerHTML = renderToString(<LoginPage />);
  document.body.append(container);
  const serverHeading = container.querySelector('h1');
  expect(serverHeading).toHaveTextContent('Welcome Back');

  // The browser: remotes.json names a Google client, and this tab's session has just ended.
  configurePublicSettings({ googleClientId: 'client-1.apps.googleusercontent.com' });
  useSessionStore.setState({ sessionEnded: true });
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <LoginPage />, { onRecoverableError: (error) => void recoverable.push(error) });
  });

  expect(recoverable).toEqual([]);
  // React kept the server's elements.
  expect(container.querySelector('h1')).toBe(serverHeading);
  expect(await screen.findByText('Your session has ended')).toBeInTheDocument();
  expect(screen.getByRole('separator', { name: 'or' })).toBeInTheDocument();
});
