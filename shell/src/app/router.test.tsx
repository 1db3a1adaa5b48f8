import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, matchRoutes } from 'react-router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { createQueryClient } from 'shared-auth';
import { parseRemotesConfig } from '../remotes/remotes-config';
import { AppRoutes, appRoutes, routesReaching } from './router';

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

describe('the routes a path can reach', () => {
  // The paths of a real remotes.json: static, parameterised and nested patterns of three remotes.
  const declared = parseRemotesConfig({
    apiBaseUrl: 'http://localhost:4000/v1',
    remotes: {
      'feed-app': {
        entry: 'http://localhost:3001/mf-manifest.json',
        routes: ['/', '/feed', '/job-opening', '/settings', '/FAQ', '/blogs', '/blog/:slug'].map((path) => ({
          path,
          access: 'anyone',
        })),
      },
      'practice-app': {
        entry: 'http://localhost:3002/mf-manifest.json',
        routes: ['/practice', '/practice/about', '/practice/problem', '/practice/:slug/results'].map(
          (path) => ({ path, access: 'anyone' }),
        ),
      },
      'admin-app': {
        entry: 'http://localhost:3003/mf-manifest.json',
        routes: [{ path: '/practice/create-problem', access: 'administrator' }],
      },
    },
  }).routes;
  const routes = appRoutes(declared);
  // react-router warns of a malformed escape (/blog/100%) and still matches the path as written.
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());
  const screenFor = (tree: typeof routes, url: string) => {
    const matches = matchRoutes(tree, url);
    const leaf = matches?.[matches.length - 1];
    return { path: leaf?.route.path, params: leaf?.params, pathname: leaf?.pathname };
  };

  it.each([
    '/',
    '/feed',
    '/FEED',
    '/feed/',
    '/feed//',
    '/Practice/About',
    '/practice/create-problem',
    '/practice/two-sum/results',
    '/practice/about/results',
    '/blog/hello%20world',
    '/blog/%E0%A4%A8%E0%A4%AE',
    '/blog/100%',
    '/blog',
    '/job-opening',
    '/job%2Dopening',
    '/faq',
    '/nowhere',
    '/feed/extra',
    '//feed',
  ])('%s reaches the same screen, with the same params, as the whole route list', (url) => {
    expect(screenFor(routesReaching(routes, url), url)).toEqual(screenFor(routes, url));
  });

  it('keeps only the screens that can match, beside the layouts and the 404', () => {
    const screensFor = (url: string) => {
      const [layout] = routesReaching(routes, url);
      return layout!.children![0]!.children!.map((route) => route.path);
    };
    expect(screensFor('/practice/about')).toEqual(['/practice/about', '*']);
    expect(screensFor('/practice/two-sum/results')).toEqual(['/practice/:slug/results', '*']);
    expect(screensFor('/nowhere')).toEqual(['*']);
  });
});
