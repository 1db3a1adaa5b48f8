import { ApiError, ApiNetworkError, ApiTimeoutError } from './api-error';
import { apiClient, buildUrl } from './api-client';

describe('the API client', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('sends JSON with the session cookie and returns the parsed body', async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ sent: true }), { status: 200 }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(apiClient.post('/referrals/send-otp', { email: 'a@b.co' })).resolves.toEqual({ sent: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://localhost:4000/v1/referrals/send-otp');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe(JSON.stringify({ email: 'a@b.co' }));
  });

  it("turns a 4xx into an ApiError carrying the server's message", async () => {
    global.fetch = (async () =>
      new Response(JSON.stringify({ message: 'Resume link is a mandatory!' }), {
        status: 400,
      })) as typeof fetch;
    const failure = apiClient.post('/referrals/referral-request', {});
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, message: 'Resume link is a mandatory!' });
  });

  it('gives up after the timeout with an ApiTimeoutError', async () => {
    global.fetch = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    await expect(apiClient.get('/referrals/job-openings', { timeoutMs: 20 })).rejects.toBeInstanceOf(
      ApiTimeoutError,
    );
  });

  it('reports an unreachable server as an ApiNetworkError', async () => {
    global.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(apiClient.get('/referrals/job-openings')).rejects.toBeInstanceOf(ApiNetworkError);
  });

  it('leaves out empty query values', () => {
    expect(buildUrl('/referrals/job-openings', { page: 1, companies: '', q: undefined })).toBe(
      'http://localhost:4000/v1/referrals/job-openings?page=1',
    );
  });
});
