import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'shared-router';
import { SESSION_ENDED_SEARCH, createQueryClient, useSessionStore } from 'shared-auth';
import { DeferredToaster } from './deferred-toaster';
import type { AppRouter } from './router';
import { useSessionSync } from './session-sync';

/** What wraps the router, in the browser and in the build's prerender (src/prerender.tsx) alike. */
export function AppFrame({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}

export function App({ router }: { router: AppRouter }) {
  useSessionSync();
  // A request found the server session gone (shared-auth forgot it): log in again, told why.
  useEffect(
    () =>
      useSessionStore.subscribe((state, previous) => {
        if (state.sessionEnded && !previous.sessionEnded)
          void router.navigate(`/login?${SESSION_ENDED_SEARCH}`);
      }),
    [router],
  );
  return (
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
