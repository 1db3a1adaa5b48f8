export type RemoteName = 'feed-app' | 'practice-app' | 'admin-app';

export interface RouteEntry {
  /** A react-router pattern, exactly as the owning remote keys it in its `screens` map. */
  path: string;
  remote: RemoteName;
}

const owned = (remote: RemoteName, paths: string[]): RouteEntry[] => paths.map((path) => ({ path, remote }));

/** Every URL the product answers and the remote that owns it (docs/TEAM-CONTRACTS.md). */
export const routeTable: readonly RouteEntry[] = [
  ...owned('feed-app', [
    '/',
    '/feed',
    '/about',
    '/signup',
    '/login',
    '/job-opening',
    '/apply',
    '/confirmation',
    '/premium',
    '/pricing',
    '/purchase-status',
    '/settings',
    '/support',
    '/contact',
    '/hiring-challenge',
    '/blogs',
    '/blog/:slug',
    '/terms-and-conditions',
    '/privacy-policy',
    '/refund-policy',
    '/test',
    '/my-referrals',
  ]),
  ...owned('practice-app', ['/practice', '/practice/about', '/practice/problem', '/practice/premium']),
  ...owned('admin-app', [
    '/add-job-opening',
    '/approve-job-opening',
    '/manage-job-openings',
    '/edit-job-opening',
    '/create-subscription',
    '/linkedin-auth-code-url',
    '/linkedin-access-token',
    '/stats',
    '/practice/create-problem',
    '/practice/all-submissions',
    '/referral-requests',
    '/practice-feedback',
  ]),
];
