import { useMemo } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'shared-router';
import { NotFoundScreen } from 'shared-ui';
import { RouteErrorBoundary } from '../error/route-error-boundary';
import { SiteUnavailableScreen } from '../error/site-unavailable-screen';
import { SiteLayout } from '../layout/site-layout';
import { RemoteScreen } from '../remotes/remote-screen';
import type { RouteEntry } from '../remotes/remotes-config';

/** Errors of a screen render inside the layout, under the header; another URL clears them. */
function ScreenErrorLayer() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <Outlet />
    </RouteErrorBoundary>
  );
}

/**
 * The shell's routes: every path the deployed remotes declared in remotes.json, each mounting its
 * remote's screen inside the layout; anything else is a 404. `null` means remotes.json could not
 * be read: every URL then shows, inside the layout, that the site is unavailable, with Retry.
 * Declarative routes (useRoutes): the shell needs no loader or action, and the data router is
 * most of react-router's weight (shared-router).
 */
export function appRoutes(declared: readonly RouteEntry[] | null): RouteObject[] {
  const screens: RouteObject[] =
    declared === null
      ? [{ path: '*', element: <SiteUnavailableScreen /> }]
      : [
          ...declared.map(({ path, remote }) => ({
            path,
            element: <RemoteScreen key={path} remote={remote} pattern={path} />,
          })),
          { path: '*', element: <NotFoundScreen /> },
        ];
  return [
    {
      // Only reached when the layout itself fails.
      element: (
        <RouteErrorBoundary>
          <SiteLayout />
        </RouteErrorBoundary>
      ),
      children: [{ element: <ScreenErrorLayer />, children: screens }],
    },
  ];
}

/** A path's segments, each lower-cased as written and as decoded (react-router matches the decoded path). */
function segmentsOf(pathname: string): { raw: string; decoded: string }[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // A malformed escape: react-router leaves such a segment as it is too.
      }
      return { raw: segment.toLowerCase(), decoded: decoded.toLowerCase() };
    });
}

/**
 * Whether react-router could match `pattern` against a path of these segments. Never false when
 * react-router would match (it matches case-insensitively, the decoded path, trailing slashes
 * ignored); it may be true where react-router then does not, which only leaves the choice to it.
 */
function mayMatch(pattern: string, segments: { raw: string; decoded: string }[]): boolean {
  // Optional segments and splats are not declared (rsbuild.base.ts refuses them); if one were, it stays.
  if (/[*?]/.test(pattern)) return true;
  const wanted = pattern.split('/').filter(Boolean);
  return (
    wanted.length === segments.length &&
    wanted.every((part, index) => {
      if (part.startsWith(':')) return true;
      const lower = part.toLowerCase();
      return segments[index]!.raw === lower || segments[index]!.decoded === lower;
    })
  );
}

/**
 * The route tree without the screens `pathname` cannot reach. react-router's matching flattens,
 * ranks and compiles a regular expression for every route on each render of the routes; with the
 * forty-odd paths remotes declare that is ~1.5 ms on a desktop and ~50 ms the first time on a
 * phone-speed CPU (a long task of the first screen, and again on every navigation or search-param
 * change). Layouts (no path), index routes and the catch-all stay, so react-router still decides
 * among what is left exactly as it would among all of them.
 */
export function routesReaching(routes: readonly RouteObject[], pathname: string): RouteObject[] {
  const segments = segmentsOf(pathname);
  const keep = (list: readonly RouteObject[]): RouteObject[] =>
    list.flatMap((route) => {
      // A child's path is relative to a parent's: only the children of layouts (no path) are sorted out.
      if (route.children) {
        return [
          route.path === undefined ? ({ ...route, children: keep(route.children) } as RouteObject) : route,
        ];
      }
      if (route.path === undefined || route.path === '*' || mayMatch(route.path, segments)) return [route];
      return [];
    });
  return keep(routes);
}

/** Renders the route tree inside whichever router wraps it (BrowserRouter, or StaticRouter when prerendering). */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const reachable = useMemo(() => routesReaching(routes, pathname), [routes, pathname]);
  return useRoutes(reachable);
}
