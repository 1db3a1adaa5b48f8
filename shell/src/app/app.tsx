import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { SESSION_ENDED_SEARCH, createQueryClient, useSessionStore } from 'shared-auth';
import { Toaster } from 'shared-ui/toast';
import type { AppRouter } from './router';
import { useSessionSync } from './session-sync';

export function App({ router }: { router: AppRouter }) {
  const [queryClient] = useState(createQueryClient);
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
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
