import { remoteForPath } from './remote-for-path';

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
    expect(remoteForPath(pathname)).toBe(remote);
  });

  it('knows no remote for an unknown URL', () => {
    expect(remoteForPath('/no-such-page')).toBeNull();
    expect(remoteForPath('/blog')).toBeNull();
  });
});
