import { MutationCache, QueryCache, QueryClient } from 'shared-query';
import { ApiError } from 'shared-api';
import { endSessionOnUnauthorized } from './stale-session';

/** The defaults every app uses; the shell's client serves all remotes when composed. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: endSessionOnUnauthorized }),
    mutationCache: new MutationCache({ onError: endSessionOnUnauthorized }),
    defaultOptions: {
      queries: {
        staleTime: 1000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; network trouble and 5xx may.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
