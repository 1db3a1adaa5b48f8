// Remotes' tests import it as 'shared-api/src/testing/api-mock'; production code never does.
// MSW request handlers typed by the generated API contract (api-contract.ts): a
// handler for a path the API does not have, or an answer whose shape differs from the API's
// schema, fails the typecheck — so a renamed field breaks the tests instead of keeping them green.
import { HttpResponse } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../api-contract';
import { apiBaseUrl } from '../api-base-url';

export const apiHttp = createOpenApiHttp<paths>({ baseUrl: apiBaseUrl() });
export { HttpResponse };

/**
 * One MSW server for a test file: handlers given per test with `server.use(...)`, reset after each
 * test, and any request no handler answers fails the test with the path it asked for.
 */
export function setupApiMock() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
  return server;
}

/** One request as the API received it: `path` after the base URL (e.g. '/pricing'). */
export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body (undefined when there is none); a promise because MSW reads it asynchronously. */
  body: Promise<unknown>;
}

async function jsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/**
 * Records every request the code under test sends, in order, for assertions on what was asked
 * (`requestsTo('GET /practice/problems')[0]?.query.get('page')`). Call it in the test that asserts.
 */
export function recordApiRequests(server: SetupServer) {
  const basePath = new URL(apiBaseUrl()).pathname.replace(/\/$/, '');
  const requests: RecordedRequest[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    requests.push({
      method: request.method,
      url: request.url,
      path: decodeURIComponent(url.pathname).slice(basePath.length),
      query: url.searchParams,
      body: jsonBody(request.clone()),
    });
  };
  // setupApiMock removes the listener after each test.
  server.events.on('request:start', record);
  return {
    requests,
    requestsTo: (route: string) =>
      requests.filter((request) => `${request.method} ${request.path}` === route),
  };
}
