// The paths this remote owns and who may open them. The build publishes this list (routes.json
// beside mf-manifest.json) and the deploy writes it into remotes.json, so the shell routes a new
// path to this remote without being rebuilt. Keep it in step with ./screens.tsx: a contract test
// compares the two (and that each screen is guarded as declared). Plain data, no imports: the
// build configuration reads it in Node.
export const routes = [
  { path: '/add-job-opening', access: 'administrator' },
  { path: '/approve-job-opening', access: 'administrator' },
  { path: '/manage-job-openings', access: 'administrator' },
  { path: '/edit-job-opening', access: 'administrator' },
  { path: '/create-subscription', access: 'administrator' },
  { path: '/stats', access: 'statistics' },
  { path: '/linkedin-auth-code-url', access: 'administrator' },
  { path: '/linkedin-access-token', access: 'administrator' },
  { path: '/practice/create-problem', access: 'administrator' },
  { path: '/practice/manage-problems', access: 'administrator' },
  { path: '/practice/all-submissions', access: 'administrator' },
  { path: '/referral-requests', access: 'administrator' },
  { path: '/practice-feedback', access: 'administrator' },
  { path: '/contests', access: 'administrator' },
] as const;
