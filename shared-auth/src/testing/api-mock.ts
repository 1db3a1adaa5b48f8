// Remotes' tests import it as 'shared-auth/src/testing/api-mock'; production code never does.
// MSW request handlers typed by the generated API contract (api-contract.ts): a
// handler for a path the API does not have, or an answer whose shape differs from the API's
// schema, fails the typecheck — so a renamed field breaks the tests instead of keeping them green.
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
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
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
