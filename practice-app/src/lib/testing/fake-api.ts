// A stand-in for the network in unit tests: global.fetch answers from handlers keyed by
// "METHOD /path" (the path after /v1), so the real client, its errors and its JSON run as in
// the browser.
// Deprecated: accepts any JSON, so a renamed field keeps tests green. New tests use the contract-typed
// MSW handlers of 'shared-auth/src/testing/api-mock'; this stays only for the form tests not yet moved.

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

export type FakeHandler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

export interface FakeApi {
  calls: FakeRequest[];
  callsTo: (route: string) => FakeRequest[];
  /** Replaces or adds a handler, e.g. to change an answer halfway through a test. */
  on: (route: string, handler: FakeHandler) => void;
}

export function installFakeApi(handlers: Record<string, FakeHandler>): FakeApi {
  const routes = new Map(Object.entries(handlers));
  const calls: FakeRequest[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/v1/, '');
    const body =
      typeof init?.body === 'string' && init.body !== '' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, path, query: url.searchParams, body };
    calls.push(request);
    const handler = routes.get(`${method} ${path}`);
    const { status = 200, body: responseBody = {} } = handler
      ? await handler(request)
      : { status: 404, body: { message: `No fake for ${method} ${path}` } };
    return new Response(JSON.stringify(responseBody), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return {
    calls,
    callsTo: (route) => calls.filter((call) => `${call.method} ${call.path}` === route),
    on: (route, handler) => routes.set(route, handler),
  };
}
