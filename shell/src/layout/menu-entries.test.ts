import { menuEntriesFor, type MenuEntry } from './menu-entries';

const paths = (entries: MenuEntry[]) => entries.map((entry) => (entry.kind === 'link' ? entry.to : 'logout'));

const visitor = { isLoggedIn: false, isAdministrator: false, canViewStats: false };
const member = { isLoggedIn: true, isAdministrator: false, canViewStats: false };
const administrator = { isLoggedIn: true, isAdministrator: true, canViewStats: true };

describe('menu entries per role', () => {
  it('offers a visitor the public pages and "Login / Sign up", nothing that needs an account', () => {
    const entries = menuEntriesFor(visitor);
    expect(paths(entries)).toEqual([
      '/',
      '/about',
      '/blogs',
      '/terms-and-conditions',
      '/privacy-policy',
      '/refund-policy',
      '/contact',
      '/login',
    ]);
    expect(entries.at(-1)).toEqual({ kind: 'link', to: '/login', label: 'Login / Sign up' });
  });

  it('gives a signed-in user settings and referrals, no login link, and Logout as the last item', () => {
    const entries = menuEntriesFor(member);
    expect(paths(entries)).toEqual([
      '/',
      '/about',
      '/blogs',
      '/terms-and-conditions',
      '/privacy-policy',
      '/refund-policy',
      '/contact',
      '/settings',
      '/my-referrals',
      'logout',
    ]);
    expect(entries.at(-1)).toEqual({ kind: 'logout', label: 'Logout' });
  });

  it('adds /add-job-opening right after home, then the other admin screens, for the administrator only', () => {
    const adminPaths = paths(menuEntriesFor(administrator));
    expect(adminPaths.slice(0, 2)).toEqual(['/', '/add-job-opening']);
    expect(adminPaths).toEqual(
      expect.arrayContaining([
        '/approve-job-opening',
        '/manage-job-openings',
        '/create-subscription',
        '/practice/create-problem',
        '/practice/manage-problems',
        '/contests',
        '/stats',
      ]),
    );
    expect(adminPaths.at(-1)).toBe('logout');
    expect(paths(menuEntriesFor(member))).not.toContain('/add-job-opening');
    expect(paths(menuEntriesFor(member))).not.toContain('/manage-job-openings');
    expect(paths(menuEntriesFor(member))).not.toContain('/contests');
  });

  it('shows statistics to a statistics account that is not an administrator', () => {
    const statsOnly = paths(menuEntriesFor({ ...member, canViewStats: true }));
    expect(statsOnly).toContain('/stats');
    expect(statsOnly).not.toContain('/add-job-opening');
  });

  it('ignores role hints while logged out', () => {
    expect(menuEntriesFor({ isLoggedIn: false, isAdministrator: true, canViewStats: true })).toEqual(
      menuEntriesFor(visitor),
    );
  });
});
