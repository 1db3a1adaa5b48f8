export interface MenuViewer {
  isLoggedIn: boolean;
  isAdministrator: boolean;
  canViewStats: boolean;
}

export type MenuEntry = { kind: 'link'; to: string; label: string } | { kind: 'logout'; label: 'Logout' };

const link = (to: string, label: string): MenuEntry => ({ kind: 'link', to, label });

// Administrator screens beyond the first admin link, /add-job-opening (docs/PRODUCT.md#navigation).
const ADMIN_SCREENS: MenuEntry[] = [
  link('/approve-job-opening', 'Approve job openings'),
  link('/manage-job-openings', 'Manage job openings'),
  link('/referral-requests', 'Referral requests'),
  link('/create-subscription', 'Create subscription'),
  link('/practice/create-problem', 'Create problem'),
  link('/practice/manage-problems', 'Manage problems'),
  link('/practice/all-submissions', 'All submissions'),
  link('/practice-feedback', 'Practice feedback'),
  link('/contests', 'Contests'),
  link('/linkedin-auth-code-url', 'LinkedIn access token'),
];

/** The dropdown menu, in order, for who is looking (docs/PRODUCT.md#navigation, docs/PRODUCT.md#roles). */
export function menuEntriesFor(viewer: MenuViewer): MenuEntry[] {
  const administrator = viewer.isLoggedIn && viewer.isAdministrator;
  const statistics = viewer.isLoggedIn && viewer.canViewStats;
  return [
    link('/', 'Home'),
    ...(administrator ? [link('/add-job-opening', 'Add job opening'), ...ADMIN_SCREENS] : []),
    ...(statistics ? [link('/stats', 'Statistics')] : []),
    link('/about', 'About'),
    link('/blogs', 'Blogs'),
    link('/terms-and-conditions', 'Terms and conditions'),
    link('/privacy-policy', 'Privacy policy'),
    link('/refund-policy', 'Refund policy'),
    link('/contact', 'Contact us'),
    ...(viewer.isLoggedIn
      ? [
          link('/settings', 'Settings'),
          link('/my-referrals', 'My referrals'),
          { kind: 'logout', label: 'Logout' } as const,
        ]
      : [link('/login', 'Login / Sign up')]),
  ];
}
