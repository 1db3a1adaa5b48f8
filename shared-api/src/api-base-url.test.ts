import { api } from './api-client';
import { apiBaseUrl, configureApiBaseUrl } from './api-base-url';

describe('the API address', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('sends requests to the address configured at run time', async () => {
    configureApiBaseUrl('https://api.staging.example.in/v1/');
    expect(apiBaseUrl()).toBe('https://api.staging.example.in/v1');
    const fetchMock = jest.fn(async () => new Response('{"ok":true}', { status: 200 }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await api.GET('/pricing');
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe(
      'https://api.staging.example.in/v1/pricing',
    );
  });

  it('refuses an address that is not an absolute http(s) URL, keeping the one it had', () => {
    configureApiBaseUrl('http://localhost:4100/v1');
    expect(() => configureApiBaseUrl('/v1')).toThrow('The API address "/v1" is not an absolute URL');
    expect(() => configureApiBaseUrl('javascript:alert(1)')).toThrow('must use http or https');
    expect(apiBaseUrl()).toBe('http://localhost:4100/v1');
  });
});
