import { fetchWithTimeout, type FetchRetryPolicy } from './fetch-with-timeout';

const policy: FetchRetryPolicy = { timeoutMs: 50, attempts: 2, retryDelayMs: 1 };
const manifestUrl = 'http://localhost:3002/mf-manifest.json';

function hangUntilAborted(_url: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

describe('fetchWithTimeout', () => {
  it('returns the first successful answer', async () => {
    const fetchImpl = jest.fn(async () => new Response('{"name":"practice_app"}'));
    const response = await fetchWithTimeout(manifestUrl, {}, policy, fetchImpl);
    expect(await response.json()).toEqual({ name: 'practice_app' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('gives up on a server that never answers, after one retry', async () => {
    const fetchImpl = jest.fn(hangUntilAborted);
    await expect(fetchWithTimeout(manifestUrl, {}, policy, fetchImpl)).rejects.toThrow(
      'did not answer within 50 ms',
    );
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('treats a 404 as a failure instead of handing an error page to the runtime', async () => {
    const fetchImpl = jest.fn(async () => new Response('Not found', { status: 404 }));
    await expect(fetchWithTimeout(manifestUrl, {}, policy, fetchImpl)).rejects.toThrow('answered 404');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('succeeds when the retry does', async () => {
    const fetchImpl = jest
      .fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>()
      .mockImplementationOnce(hangUntilAborted)
      .mockResolvedValueOnce(new Response('{}'));
    await expect(fetchWithTimeout(manifestUrl, {}, policy, fetchImpl)).resolves.toBeInstanceOf(Response);
  });
});
