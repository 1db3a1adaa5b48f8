import { safeReturnPath, signInPath, withSearchParam } from './return-path';

describe('the page a sign-in returns to', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeReturnPath('/job-opening?id=12&apply=12')).toBe('/job-opening?id=12&apply=12');
    expect(safeReturnPath('/settings#alerts')).toBe('/settings#alerts');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'settings',
    '/login?next=/feed',
    '/signup',
    '',
    null,
  ])('refuses %p', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('writes the login and signup links with the return target, leaving out home and foreign targets', () => {
    expect(signInPath('signup', '/job-opening?id=3&apply=3')).toBe(
      '/signup?next=%2Fjob-opening%3Fid%3D3%26apply%3D3',
    );
    expect(signInPath('login', '/settings', 'session=ended')).toBe('/login?session=ended&next=%2Fsettings');
    expect(signInPath('login', '/')).toBe('/login');
    expect(signInPath('login', '//evil.example')).toBe('/login');
  });

  it('adds a search parameter to a path', () => {
    expect(withSearchParam('/feed?tab=latest#top', 'apply', '7')).toBe('/feed?tab=latest&apply=7#top');
  });
});
