import { createBrowserRouter, data, type RouteObject } from 'shared-router';
import { RouteErrorScreen } from '../error/error-screen';
import { SiteUnavailableScreen } from '../error/site-unavailable-screen';
import { SiteLayout } from '../layout/site-layout';
import { RemoteScreen } from '../remotes/remote-screen';
import type { RouteEntry } from '../remotes/remotes-config';

function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/**
 * The shell's routes: every path the deployed remotes declared in remotes.json, each mounting its
 * remote's screen inside the layout; anything else is a 404. `null` means remotes.json could not
 * be read: every URL then shows, inside the layout, that the site is unavailable, with Retry.
 */
export function appRoutes(declared: readonly RouteEntry[] | null): RouteObject[] {
  const screens: RouteObject[] =
    declared === null
      ? [{ path: '*', element: <SiteUnavailableScreen /> }]
      : [
          ...declared.map(({ path, remote, access }) => ({
            path,
            // Carried for screens and future use (prerendering); each remote's screen enforces it.
            handle: { remote, access },
            element: <RemoteScreen key={path} remote={remote} pattern={path} />,
          })),
          { path: '*', loader: notFound },
        ];
  return [
    {
      element: <SiteLayout />,
      // Only reached when the layout itself fails.
      errorElement: <RouteErrorScreen />,
      // Errors of a screen (and unknown URLs) render inside the layout, under the header.
      children: [{ errorElement: <RouteErrorScreen />, children: screens }],
    },
  ];
}

export function createAppRouter(declared: readonly RouteEntry[] | null) {
  return createBrowserRouter(appRoutes(declared));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
