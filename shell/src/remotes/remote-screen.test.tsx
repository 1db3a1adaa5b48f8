import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteScreen } from './remote-screen';

const mockedLoadRemote = jest.mocked(loadRemote);
const entries = {
  'feed-app': 'http://localhost:3001/mf-manifest.json',
  'practice-app': 'http://localhost:3002/mf-manifest.json',
  'admin-app': 'http://localhost:3003/mf-manifest.json',
};
const remotesJson = {
  apiBaseUrl: 'http://localhost:4000/v1',
  remotes: {
    'feed-app': { entry: entries['feed-app'], routes: [{ path: '/about', access: 'anyone' }] },
    'practice-app': {
      entry: entries['practice-app'],
      routes: [{ path: '/practice/about', access: 'anyone' }],
    },
    'admin-app': { entry: entries['admin-app'], routes: [{ path: '/stats', access: 'statistics' }] },
  },
};

function Exploding(): never {
  throw new Error('remote bug');
}

// React suspends on the remote's promise; an awaited act lets it settle like a browser would.
async function renderRemote(remote: 'feed-app' | 'practice-app' | 'admin-app', pattern: string) {
  await act(async () => {
    render(
      <MemoryRouter>
        <RemoteScreen remote={remote} pattern={pattern} />
      </MemoryRouter>,
    );
  });
}

describe('RemoteScreen', () => {
  beforeEach(() => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(remotesJson)));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    mockedLoadRemote.mockReset();
  });

  it('registers the remotes from remotes.json and renders the screen for the pattern', async () => {
    mockedLoadRemote.mockResolvedValue({ screens: { '/about': () => <h1>About us</h1> } });
    await renderRemote('feed-app', '/about');
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'feed_app', entry: entries['feed-app'] }]),
      expect.anything(),
    );
    expect(mockedLoadRemote).toHaveBeenCalledWith('feed_app/screens');
  });

  it("answers 'This page doesn't exist!' when the remote has no screen for the pattern", async () => {
    await renderRemote('feed-app', '/not-shipped-yet');
    expect(await screen.findByText("This page doesn't exist!")).toBeInTheDocument();
  });

  it('shows a fallback with Retry when the remote fails to load, and Retry loads it', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('Failed to get manifest'));
    await renderRemote('practice-app', '/practice/about');

    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the site is not available right now');
    // One attempt only: a failed load must not be retried in a loop behind the user's back.
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);

    mockedLoadRemote.mockResolvedValueOnce({ screens: { '/practice/about': () => <h1>Practice</h1> } });
    await act(async () => {
      await userEvent.click(retry);
    });
    expect(await screen.findByRole('heading', { name: 'Practice' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('keeps a screen that throws while rendering inside the fallback', async () => {
    mockedLoadRemote.mockResolvedValue({ screens: { '/stats': Exploding } });
    await renderRemote('admin-app', '/stats');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded'));
  });
});
