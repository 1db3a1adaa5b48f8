/**
 * Where a sign-in or sign-up started from a page returns after the code (issue 32): the page's own
 * path, carried in the login/signup URL. Only a path of this site is accepted, so a crafted link
 * cannot send a person who just signed in to another origin (open redirect).
 */
export const RETURN_PARAM = 'next';

/** A page that asked for the Apply step of one opening once the person is signed in. */
export const APPLY_AFTER_SIGN_IN_PARAM = 'apply';

const AUTH_PATHS = new Set(['/login', '/signup']);
const PROBE_ORIGIN = 'https://referralhub.invalid';

/** The same-site path `raw` names (path, query, hash), or null for anything else. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  // "//host" and "/\host" are read by browsers as another origin; control characters and
  // whitespace are stripped by URL parsers in ways that can turn a path into one.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  if ([...raw].some((character) => character.charCodeAt(0) <= 0x20 || character.charCodeAt(0) === 0x7f)) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  // Returning to the login screen itself would only ask again.
  if (AUTH_PATHS.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login` or `/signup` that comes back to `returnTo` (when it is a page of this site) afterwards. */
export function signInPath(
  screen: 'login' | 'signup',
  returnTo: string | null | undefined,
  extraSearch = '',
): string {
  const params = new URLSearchParams(extraSearch);
  const target = safeReturnPath(returnTo);
  if (target && target !== '/') params.set(RETURN_PARAM, target);
  const search = params.toString();
  return search ? `/${screen}?${search}` : `/${screen}`;
}

/** `path` (a same-site path) with `name=value` set in its query, its hash kept. */
export function withSearchParam(path: string, name: string, value: string): string {
  const url = new URL(path, PROBE_ORIGIN);
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
