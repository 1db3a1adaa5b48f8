import createClient, { type Client } from 'openapi-fetch';
import { apiBaseUrl } from './api-base-url';
import type { paths } from './api-contract';
import { ApiError, ApiNetworkError, ApiTimeoutError } from './api-error';

export const DEFAULT_TIMEOUT_MS = 15_000;

function messageFrom(body: unknown, status: number): string {
  if (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { message?: unknown }).message === 'string'
  ) {
    return (body as { message: string }).message;
  }
  return `Request failed with status ${status}`;
}

async function parsedBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The fetch under the client: a time limit, and failures turned into typed errors (so React Query
 * sees a rejection): ApiTimeoutError, ApiNetworkError, or ApiError with the server's message.
 */
export function fetchWithin(timeoutMs: number) {
  return async (request: Request): Promise<Response> => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const callerSignal = request.signal;
    let response: Response;
    try {
      // globalThis.fetch is read per call so test interceptors see every request; it gets a URL
      // and init (not the Request) so the remotes' older fetch fakes read method and body as before.
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      response = await globalThis.fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: hasBody ? await request.text() : undefined,
        credentials: request.credentials,
        signal: AbortSignal.any([callerSignal, timeout]),
      });
    } catch (error) {
      if (timeout.aborted) throw new ApiTimeoutError(timeoutMs);
      if (callerSignal.aborted) throw error;
      throw new ApiNetworkError(error);
    }
    if (!response.ok) {
      const body = await parsedBody(response);
      throw new ApiError(response.status, messageFrom(body, response.status), body);
    }
    return response;
  };
}

let current: { baseUrl: string; client: Client<paths> } | undefined;

function clientForBaseUrl(): Client<paths> {
  const baseUrl = apiBaseUrl();
  if (current?.baseUrl !== baseUrl) {
    current = {
      baseUrl,
      client: createClient<paths>({
        baseUrl,
        credentials: 'include',
        headers: { accept: 'application/json' },
        fetch: fetchWithin(DEFAULT_TIMEOUT_MS),
      }),
    };
  }
  return current.client;
}

/**
 * The one client for `/v1`, typed by the generated contract (`npm run contract`): paths, parameters,
 * bodies and answers come from the API's own schemas. The session cookie is sent, requests time out
 * after DEFAULT_TIMEOUT_MS (pass `fetch: fetchWithin(ms)` for another limit), and a failed request
 * rejects with ApiError, ApiTimeoutError or ApiNetworkError instead of resolving with `error`.
 */
export const api: Client<paths> = new Proxy({} as Client<paths>, {
  // Each call reads the base URL again (it may be configured after this module loads).
  get(_target, method: keyof Client<paths>) {
    const client = clientForBaseUrl();
    const member = client[method];
    return typeof member === 'function' ? member.bind(client) : member;
  },
});

/** The answer of a request made with `api`: failures have already been thrown, so data is there. */
export async function dataOf<Data>(request: Promise<{ data?: Data; response: Response }>): Promise<Data> {
  const { data } = await request;
  return data as Data;
}
