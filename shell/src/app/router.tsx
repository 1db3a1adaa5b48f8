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

/** Renders the route tree inside whichever router wraps it (BrowserRouter, or StaticRouter when prerendering). */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
