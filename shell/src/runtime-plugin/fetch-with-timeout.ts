export interface FetchRetryPolicy {
  /** How long one attempt may take before it is abandoned. */
  timeoutMs: number;
  /** Attempts in all, the first included. */
  attempts: number;
  /** Pause between attempts. */
  retryDelayMs: number;
}

export const MANIFEST_FETCH_POLICY: FetchRetryPolicy = { timeoutMs: 4000, attempts: 2, retryDelayMs: 300 };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `fetch` that gives up on a server that accepts and never answers, treats an HTTP error as a
 * failure (the MF runtime would otherwise try to parse a 404 page) and tries once more.
 */
export async function fetchWithTimeout(
  url: string,
  init: RequestInit,
  policy: FetchRetryPolicy = MANIFEST_FETCH_POLICY,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= policy.attempts; attempt += 1) {
    const timeout = AbortSignal.timeout(policy.timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    try {
      const response = await fetchImpl(url, { ...init, signal });
      if (response.ok) return response;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      if (init.signal?.aborted) throw error;
      lastError = timeout.aborted ? new Error(`${url} did not answer within ${policy.timeoutMs} ms`) : error;
    }
    if (attempt < policy.attempts) await pause(policy.retryDelayMs);
  }
  throw lastError;
}
