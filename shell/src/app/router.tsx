import { createBrowserRouter, data, type RouteObject } from 'react-router-dom';
import { RouteErrorScreen } from '../error/error-screen';
import { SiteLayout } from '../layout/site-layout';
import { RemoteScreen } from '../remotes/remote-screen';
import { routeTable } from './route-table';

function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    // Only reached when the layout itself fails.
    errorElement: <RouteErrorScreen />,
    children: [
      {
        // Errors of a screen (and unknown URLs) render inside the layout, under the header.
        errorElement: <RouteErrorScreen />,
        children: [
          ...routeTable.map(({ path, remote }) => ({
            path,
            element: <RemoteScreen key={path} remote={remote} pattern={path} />,
          })),
          { path: '*', loader: notFound },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
