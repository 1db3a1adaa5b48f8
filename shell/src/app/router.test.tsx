import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { createQueryClient } from 'shared-auth';
import { parseRemotesConfig } from '../remotes/remotes-config';
import { AppRoutes, appRoutes } from './router';

const mockedLoadRemote = jest.mocked(loadRemote);

// A feed-app release that added /jobs/saved: only its remotes.json entry knows the path.
const remotesJson = {
  apiBaseUrl: 'http://localhost:4000/v1',
  remotes: {
    'feed-app': {
      entry: 'http://localhost:3001/releases/20261122-0930-ab12cd34/mf-manifest.json',
      routes: [{ path: '/jobs/saved', access: 'signed-in' }],
    },
  },
};

async function open(url: string, declared: ReturnType<typeof parseRemotesConfig>['routes'] | null) {
  await act(async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[url]}>
          <AppRoutes routes={appRoutes(declared)} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

describe('the shell router', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(remotesJson)));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    mockedLoadRemote.mockReset();
  });

  it('mounts a path a remote declared in remotes.json inside the layout', async () => {
    mockedLoadRemote.mockResolvedValue({ screens: { '/jobs/saved': () => <h1>Saved jobs</h1> } });
    await open('/jobs/saved', parseRemotesConfig(remotesJson).routes);
    expect(await screen.findByRole('heading', { name: 'Saved jobs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('answers a path no remote declared with the 404 screen, without loading a remote', async () => {
    await open('/jobs/archived', parseRemotesConfig(remotesJson).routes);
    expect(await screen.findByText("This page doesn't exist!")).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('without remotes.json shows that the site is unavailable, with Retry, under the header', async () => {
    await open('/about', null);
    expect(await screen.findByText('This part of the site is not available right now')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });
});
