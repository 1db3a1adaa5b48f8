// The paths this remote owns and who may open them. The build publishes this list (routes.json
// beside mf-manifest.json) and the deploy writes it into remotes.json, so the shell routes a new
// path to this remote without being rebuilt. Keep it in step with ./screens.tsx: a contract test
// compares the two. Plain data, no imports: the build configuration reads it in Node.
export const routes = [
  // Job seeker journeys: '/' is the landing page for visitors and the feed once signed in.
  { path: '/', access: 'anyone', prerender: true },
  // A visitor's feed opens on FAANG+ (its first page): the shell's server preloads that request with
  // the page (rsbuild.prerender.ts). It must be byte for byte what the client sends, or the browser
  // fetches twice: features/feed/api/get-job-openings.test.ts holds the two together.
  {
    path: '/feed',
    access: 'anyone',
    prerender: true,
    firstScreenRequests: ['/referrals/job-openings?page=1&page_size=10&faang_level=yes'],
  },
  { path: '/signup', access: 'anyone' },
  { path: '/login', access: 'anyone', prerender: true },
  // A shared opening's page, rendered per opening (its `id`) by the shell's server, signed in or out.
  { path: '/job-opening', access: 'anyone', prerender: true, firstScreenParams: ['id'] },
  { path: '/apply', access: 'signed-in' },
  { path: '/confirmation', access: 'signed-in' },
  { path: '/premium', access: 'signed-in' },
  { path: '/purchase-status', access: 'signed-in' },
  // Its frame is rendered for a signed-in reader; their settings are fetched by the browser.
  { path: '/settings', access: 'signed-in', prerender: true },
  // Issue 32: the one-screen welcome after sign-up.
  { path: '/welcome', access: 'signed-in' },
  { path: '/my-referrals', access: 'signed-in' },
  // Public pages that need no account.
  { path: '/about', access: 'anyone', prerender: true },
  { path: '/terms-and-conditions', access: 'anyone', prerender: true },
  { path: '/privacy-policy', access: 'anyone', prerender: true },
  { path: '/refund-policy', access: 'anyone', prerender: true },
  { path: '/contact', access: 'anyone', prerender: true },
  { path: '/support', access: 'anyone', prerender: true },
  { path: '/hiring-challenge', access: 'anyone', prerender: true },
  { path: '/test', access: 'anyone' },
  { path: '/pricing', access: 'anyone', prerender: true },
  { path: '/blogs', access: 'anyone', prerender: true },
  { path: '/blog/:slug', access: 'anyone' },
] as const;
