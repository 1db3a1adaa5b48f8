import { remoteForPath } from './remote-for-path';
import type { RouteEntry } from './remotes-config';

const routes: RouteEntry[] = [
  { path: '/', remote: 'feed-app', access: 'anyone' },
  { path: '/about', remote: 'feed-app', access: 'anyone' },
  { path: '/blog/:slug', remote: 'feed-app', access: 'anyone' },
  { path: '/practice', remote: 'practice-app', access: 'anyone' },
  { path: '/practice/about', remote: 'practice-app', access: 'anyone' },
  { path: '/practice/create-problem', remote: 'admin-app', access: 'administrator' },
  { path: '/stats', remote: 'admin-app', access: 'statistics' },
];

describe('remoteForPath', () => {
  it.each([
    ['/', 'feed-app'],
    ['/blog/why-referrals-work', 'feed-app'],
    ['/about/', 'feed-app'],
    ['/practice', 'practice-app'],
    ['/practice/about', 'practice-app'],
    ['/practice/create-problem', 'admin-app'],
    ['/stats', 'admin-app'],
  ])('sends %s to %s', (pathname, remote) => {
    expect(remoteForPath(routes, pathname)).toBe(remote);
  });

  it('knows no remote for a URL no deployed remote declared', () => {
    expect(remoteForPath(routes, '/no-such-page')).toBeNull();
    expect(remoteForPath(routes, '/blog')).toBeNull();
  });
});
