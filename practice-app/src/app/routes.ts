// The paths this remote owns and who may open them. The build publishes this list (routes.json
// beside mf-manifest.json) and the deploy writes it into remotes.json, so the shell routes a new
// path to this remote without being rebuilt. Keep it in step with ./screens.tsx: a contract test
// compares the two. Plain data, no imports: the build configuration reads it in Node.
export const routes = [
  { path: '/practice', access: 'anyone', prerender: true },
  { path: '/practice/about', access: 'anyone', prerender: true },
  { path: '/practice/problem', access: 'signed-in' },
  { path: '/practice/premium', access: 'anyone' },
] as const;
