import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from 'shared-query';
import { BrowserRouter, useNavigate, type RouteObject } from 'shared-router';
import { SESSION_ENDED_SEARCH, createQueryClient, signInPath, useSessionStore } from 'shared-auth';
import { DeferredToaster } from './deferred-toaster';
import { AppRoutes } from './router';
import { useSessionSync } from './session-sync';

/**
 * What wraps the router, in the browser and in the build's prerender (src/prerender.tsx) alike.
 * `fillQueryClient`: puts in the first screen's data the server rendered the page with (./query-state.ts).
 */
export function AppFrame({
  children,
  fillQueryClient,
}: {
  children: ReactNode;
  fillQueryClient?: ((client: QueryClient) => void) | null;
}) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    fillQueryClient?.(client);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}

/**
 * The routes; a request that found the server session gone (shared-auth forgot it) leads to login,
 * told why, and back to the page it ended on afterwards.
 */
function SessionAwareRoutes({ routes }: { routes: RouteObject[] }) {
  const navigate = useNavigate();
  useEffect(
    () =>
      useSessionStore.subscribe((state, previous) => {
        if (!state.sessionEnded || previous.sessionEnded) return;
        const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
        void navigate(signInPath('login', here, SESSION_ENDED_SEARCH));
      }),
    [navigate],
  );
  // The only child, as AppRoutes is in the prerender: the same tree, so the same useId values.
  return <AppRoutes routes={routes} />;
}

export function App({
  routes,
  fillQueryClient,
}: {
  routes: RouteObject[];
  fillQueryClient?: ((client: QueryClient) => void) | null;
}) {
  useSessionSync();
  return (
    <AppFrame fillQueryClient={fillQueryClient}>
      <BrowserRouter>
        <SessionAwareRoutes routes={routes} />
      </BrowserRouter>
    </AppFrame>
  );
}
