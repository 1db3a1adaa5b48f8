import { routeTable, type RemoteName } from '../app/route-table';

function matches(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  return (
    wanted.length === actual.length &&
    wanted.every((part, index) => part.startsWith(':') || part === actual[index])
  );
}

/**
 * The remote that owns `pathname`, without loading the router: the shell's entry uses it to start
 * fetching that remote while its own code is still downloading.
 */
export function remoteForPath(pathname: string): RemoteName | null {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routeTable.find((route) => matches(route.path, normalized))?.remote ?? null;
}
