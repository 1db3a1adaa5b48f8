// The paths this remote owns and who may open them. The build publishes this list (routes.json
// beside mf-manifest.json) and the deploy writes it into remotes.json, so the shell routes a new
// path to this remote without being rebuilt. Keep it in step with ./screens.tsx: a contract test
// compares the two. Plain data, no imports: the build configuration reads it in Node.
export const routes = [
  // Job seeker journeys: '/' is the landing page for visitors and the feed once signed in.
  { path: '/', access: 'anyone' },
  { path: '/feed', access: 'anyone' },
  { path: '/signup', access: 'anyone' },
  { path: '/login', access: 'anyone' },
  { path: '/job-opening', access: 'anyone' },
  { path: '/apply', access: 'signed-in' },
  { path: '/confirmation', access: 'signed-in' },
  { path: '/premium', access: 'signed-in' },
  { path: '/purchase-status', access: 'signed-in' },
  { path: '/settings', access: 'signed-in' },
  { path: '/my-referrals', access: 'signed-in' },
  // Public pages that need no account.
  { path: '/about', access: 'anyone' },
  { path: '/terms-and-conditions', access: 'anyone' },
  { path: '/privacy-policy', access: 'anyone' },
  { path: '/refund-policy', access: 'anyone' },
  { path: '/contact', access: 'anyone' },
  { path: '/support', access: 'anyone' },
  { path: '/hiring-challenge', access: 'anyone' },
  { path: '/test', access: 'anyone' },
  { path: '/pricing', access: 'anyone' },
  { path: '/blogs', access: 'anyone' },
  { path: '/blog/:slug', access: 'anyone' },
] as const;
