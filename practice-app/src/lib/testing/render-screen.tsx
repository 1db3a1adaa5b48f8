import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createQueryClient } from 'shared-auth';
import { Toaster } from 'shared-ui/toast';

/** Shows the current URL, so a test can see where the screen navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderScreenOptions {
  /** The URL the screen opens at. */
  url: string;
  /** The route pattern the screen is mounted at (defaults to the URL's path). */
  path?: string;
  /** Other routes the screen may navigate to, rendered as their path text. */
  otherPaths?: string[];
}

/** Renders a screen as the shell would: router, query client, toasts. */
export function renderScreen(screen: ReactElement, { url, path, otherPaths = [] }: RenderScreenOptions) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    mutations: { retry: false },
  });
  const screenPath = path ?? new URL(url, 'http://localhost').pathname;
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={<p>Loading screen</p>}>
          <Routes>
            <Route path={screenPath} element={screen} />
            {otherPaths.map((other) => (
              <Route key={other} path={other} element={<h1>{`Screen ${other}`}</h1>} />
            ))}
          </Routes>
        </Suspense>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
