import { REMOTES_DOCUMENT_ID } from '../../server/protocol';
import { parseRemotesConfig } from './remotes-config';

const feedEntry = 'http://localhost:3001/releases/20261122-0930-ab12cd34/mf-manifest.json';

describe('parseRemotesConfig', () => {
  it("turns each remote's declared routes into the shell's route list, in order", () => {
    const config = parseRemotesConfig({
      apiBaseUrl: 'https://api.example.in/v1',
      remotes: {
        'feed-app': {
          entry: feedEntry,
          routes: [
            { path: '/', access: 'anyone' },
            { path: '/jobs/saved', access: 'signed-in', prerender: true },
          ],
        },
        'admin-app': {
          entry: 'http://localhost:3003/mf-manifest.json',
          routes: [{ path: '/stats', access: 'statistics' }],
        },
        'some-future-app': {
          entry: 'http://localhost:3009/mf-manifest.json',
          routes: [{ path: '/x', access: 'anyone' }],
        },
      },
    });
    expect(config.apiBaseUrl).toBe('https://api.example.in/v1');
    expect(config.remotes['feed-app']).toEqual({ entry: feedEntry });
    expect(config.routes).toEqual([
      { path: '/', remote: 'feed-app', access: 'anyone' },
      { path: '/jobs/saved', remote: 'feed-app', access: 'signed-in' },
      { path: '/stats', remote: 'admin-app', access: 'statistics' },
    ]);
  });

  it('gives a path claimed twice to the first remote and treats an unknown access as the strictest', () => {
    const config = parseRemotesConfig({
      apiBaseUrl: 'http://localhost:4000/v1',
      remotes: {
        'feed-app': { entry: feedEntry, routes: [{ path: '/stats', access: 'anyone' }] },
        'admin-app': {
          entry: 'http://localhost:3003/mf-manifest.json',
          routes: [
            { path: '/stats', access: 'statistics' },
            { path: '/audit', access: 'auditor' },
          ],
        },
      },
    });
    expect(config.routes).toEqual([
      { path: '/stats', remote: 'feed-app', access: 'anyone' },
      { path: '/audit', remote: 'admin-app', access: 'administrator' },
    ]);
  });

  it.each([
    [null, 'remotes.json must hold an object of remotes'],
    [{ 'feed-app': feedEntry }, 'remotes.json must hold an object of remotes'],
    [{ remotes: {} }, 'remotes.json has no valid apiBaseUrl'],
    [
      { apiBaseUrl: 'http://localhost:4000/v1', remotes: { 'feed-app': { routes: [] } } },
      'no valid entry URL for feed-app',
    ],
    [
      { apiBaseUrl: 'http://localhost:4000/v1', remotes: { 'feed-app': { entry: feedEntry } } },
      'lists no routes for feed-app',
    ],
  ])('refuses %j', (document, message) => {
    expect(() => parseRemotesConfig(document)).toThrow(message);
  });
});

describe('fetchRemotesConfig', () => {
  const inPage = {
    apiBaseUrl: 'http://localhost:4000/v1',
    remotes: { 'feed-app': { entry: feedEntry, routes: [{ path: '/', access: 'anyone' }] } },
  };
  const served = {
    apiBaseUrl: 'http://localhost:4000/v1',
    remotes: { 'feed-app': { entry: feedEntry, routes: [{ path: '/pricing', access: 'anyone' }] } },
  };

  afterEach(() => {
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  it("uses the page's copy of remotes.json once, then asks the server (Retry)", async () => {
    jest.resetModules();
    const { fetchRemotesConfig } = jest.requireActual<typeof import('./remotes-config')>('./remotes-config');
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = REMOTES_DOCUMENT_ID;
    block.textContent = JSON.stringify(inPage);
    document.body.append(block);
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(JSON.stringify(served)));

    expect((await fetchRemotesConfig()).routes.map((route) => route.path)).toEqual(['/']);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect((await fetchRemotesConfig()).routes.map((route) => route.path)).toEqual(['/pricing']);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('asks the server when the page carries no usable copy', async () => {
    jest.resetModules();
    const { fetchRemotesConfig } = jest.requireActual<typeof import('./remotes-config')>('./remotes-config');
    document.body.innerHTML = `<script type="application/json" id="${REMOTES_DOCUMENT_ID}">{not json</script>`;
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(JSON.stringify(served)));
    expect((await fetchRemotesConfig()).routes.map((route) => route.path)).toEqual(['/pricing']);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
