import { apiHttp, HttpResponse, setupApiMock } from './testing/api-mock';
import { ApiError, ApiNetworkError, ApiTimeoutError } from './api-error';
import { api, dataOf, fetchWithin } from './api-client';

describe('the API client', () => {
  const server = setupApiMock();

  it('sends JSON with the session cookie and returns the typed answer', async () => {
    let sent: { body: unknown; credentials: RequestCredentials; contentType: string | null } | undefined;
    server.use(
      apiHttp.post('/referrals/send-otp', async ({ request, response }) => {
        sent = {
          body: await request.json(),
          credentials: request.credentials,
          contentType: request.headers.get('content-type'),
        };
        return response(200).json({ sent: true });
      }),
    );
    await expect(dataOf(api.POST('/referrals/send-otp', { body: { email: 'a@b.co' } }))).resolves.toEqual({
      sent: true,
    });
    expect(sent).toEqual({
      body: { email: 'a@b.co' },
      credentials: 'include',
      contentType: 'application/json',
    });
  });

  it('sends query parameters and leaves out the ones not given', async () => {
    let asked = '';
    server.use(
      apiHttp.get('/referrals/job-opening', ({ request, response }) => {
        asked = new URL(request.url).search;
        return response(404).json({ message: 'Job opening not found' });
      }),
    );
    await expect(
      dataOf(api.GET('/referrals/job-opening', { params: { query: { job_id: 7, user_id: undefined } } })),
    ).rejects.toMatchObject({ status: 404, message: 'Job opening not found' });
    expect(asked).toBe('?job_id=7');
  });

  it("turns a 4xx into an ApiError carrying the server's message and body", async () => {
    server.use(
      apiHttp.post('/referrals/referral-request', ({ response }) =>
        response(400).json({ message: 'Resume link is a mandatory!' }),
      ),
    );
    const failure = api.POST('/referrals/referral-request', {
      body: { user_id: 'u', job_id: 1, resume_link: '', notes: '' },
    });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      message: 'Resume link is a mandatory!',
      body: { message: 'Resume link is a mandatory!' },
    });
  });

  it('gives up after the timeout with an ApiTimeoutError', async () => {
    server.use(apiHttp.get('/health', () => new Promise<never>(() => undefined)));
    await expect(dataOf(api.GET('/health', { fetch: fetchWithin(20) }))).rejects.toBeInstanceOf(
      ApiTimeoutError,
    );
  });

  it('reports an unreachable server as an ApiNetworkError', async () => {
    server.use(apiHttp.get('/health', () => HttpResponse.error()));
    await expect(dataOf(api.GET('/health'))).rejects.toBeInstanceOf(ApiNetworkError);
  });
});
