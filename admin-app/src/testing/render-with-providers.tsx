import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createQueryClient } from 'shared-auth';
import { Toaster } from 'shared-ui/toast';

/** Shows the current URL so tests can assert what a screen wrote into it. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** A screen as the shell mounts it: a query client, a router at `url`, the toaster. */
export function renderWithProviders(
  screen: ReactElement,
  { url = '/', path = '*' }: { url?: string; path?: string } = {},
) {
  const queryClient = createQueryClient();
  // Tests should fail fast instead of retrying a failed request.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path={path}
            element={
              <>
                {screen}
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
