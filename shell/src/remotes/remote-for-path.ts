import type { RemoteName } from './remote-names';
import type { RouteEntry } from './remotes-config';

function matches(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  return (
    wanted.length === actual.length &&
    wanted.every((part, index) => part.startsWith(':') || part === actual[index])
  );
}

/**
 * The remote that owns `pathname` according to remotes.json, without loading the router: the
 * shell's entry uses it to start fetching that remote while its own code is still downloading.
 */
export function remoteForPath(routes: readonly RouteEntry[], pathname: string): RemoteName | null {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.find((route) => matches(route.path, normalized))?.remote ?? null;
}
