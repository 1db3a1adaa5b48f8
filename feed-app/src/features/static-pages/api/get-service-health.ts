import { queryOptions, useQuery } from 'shared-query';
import { api, dataOf, fetchWithin } from 'shared-api';

export interface ServiceHealth {
  status: 'ok';
  /** The database engine the API runs on, e.g. 'pglite' or 'postgres'. */
  engine: string;
  /** Round trip measured in the browser, in milliseconds. */
  responseTimeMs: number;
}

const HEALTH_TIMEOUT_MS = 5_000;

function isHealthBody(body: unknown): body is { status: 'ok'; engine: string } {
  if (typeof body !== 'object' || body === null) return false;
  const { status, engine } = body as Record<string, unknown>;
  return status === 'ok' && typeof engine === 'string';
}

export async function getServiceHealth({ signal }: { signal?: AbortSignal } = {}): Promise<ServiceHealth> {
  const startedAt = performance.now();
  // Checked at run time too: a status page must say so when something else answers (a proxy page).
  const body: unknown = await dataOf(api.GET('/health', { signal, fetch: fetchWithin(HEALTH_TIMEOUT_MS) }));
  if (!isHealthBody(body)) throw new Error('The API answered with an unexpected health report.');
  return {
    status: body.status,
    engine: body.engine,
    responseTimeMs: Math.round(performance.now() - startedAt),
  };
}

export function getServiceHealthQueryOptions() {
  return queryOptions({
    queryKey: ['service-health'],
    queryFn: ({ signal }) => getServiceHealth({ signal }),
    // A status check must show the answer of now, and a failure as it is.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useServiceHealth() {
  return useQuery(getServiceHealthQueryOptions());
}
