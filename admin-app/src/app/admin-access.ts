export type AdminRequirement = 'administrator' | 'statistics';

/**
 * Where a visitor without the right role is sent (docs/PRODUCT.md#admin-redirects): the coding-practice admin
 * screens send back to /practice, every other admin screen (and statistics) to the home page.
 */
export function redirectTargetFor(pathname: string, requirement: AdminRequirement): string {
  if (requirement === 'statistics') return '/';
  return pathname === '/practice' || pathname.startsWith('/practice/') ? '/practice' : '/';
}
