// Deprecated: accepts any JSON, so a renamed field keeps tests green. New tests use the contract-typed
// MSW handlers of 'shared-auth/src/testing/api-mock'; this stays only for the form tests not yet moved.

/** One request the screen made, as the fake API saw it. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

type Handler = (request: RecordedRequest) => FakeResponse | Promise<FakeResponse>;

/**
 * Replaces `fetch` with a fake `/v1` keyed by 'METHOD /path' (path after /v1, no query). An unknown route
 * answers 404 so a test never silently talks to nothing. Returns every request made, in order.
 */
export function mockApi(routes: Record<string, Handler | FakeResponse>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const path = url.pathname.replace(/^\/v1/, '');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' && init.body !== '' ? JSON.parse(init.body) : undefined;
    const request: RecordedRequest = { method, path, query: url.searchParams, body };
    requests.push(request);
    const route = routes[`${method} ${path}`];
    const answer =
      route === undefined
        ? { status: 404, body: { message: `no fake for ${method} ${path}` } }
        : typeof route === 'function'
          ? await route(request)
          : route;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { requests, fetchMock };
}
