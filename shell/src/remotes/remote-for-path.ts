import { routeMatches } from '../../server/protocol';
import type { RemoteName } from './remote-names';
import type { RouteEntry } from './remotes-config';

/**
 * The remote that owns `pathname` according to remotes.json, without loading the router: the
 * shell's entry uses it to start fetching that remote while its own code is still downloading. The
 * shell's server picks a page's remote with the same rule (routeMatches, first claim wins).
 */
export function remoteForPath(routes: readonly RouteEntry[], pathname: string): RemoteName | null {
  return routes.find((route) => routeMatches(route.path, pathname))?.remote ?? null;
}
