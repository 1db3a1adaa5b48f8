// The paths this remote owns and who may open them. The build publishes this list (routes.json
// beside mf-manifest.json) and the deploy writes it into remotes.json, so the shell routes a new
// path to this remote without being rebuilt. Keep it in step with ./screens.tsx: a contract test
// compares the two. Plain data, no imports: the build configuration reads it in Node.
export const routes = [
  // The list's first page is preloaded with the page (rsbuild.prerender.ts); it must be exactly what
  // the client sends: features/problems/api/get-problems.test.ts holds the two together.
  {
    path: '/practice',
    access: 'anyone',
    prerender: true,
    firstScreenRequests: ['/practice/problems?page=1&page_size=20'],
  },
  { path: '/practice/about', access: 'anyone', prerender: true },
  { path: '/practice/problem', access: 'signed-in' },
  { path: '/practice/premium', access: 'anyone' },
] as const;
