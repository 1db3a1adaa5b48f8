import { apiBaseUrl } from 'shared-api';
import { apiHttp, recordApiRequests, setupApiMock } from 'shared-api/src/testing/api-mock';
import { routes } from './routes';
import { getProblemsQueryOptions, getProblems } from '../features/problems/api/get-problems';

const server = setupApiMock();

describe('the challenge list’s first-screen request', () => {
  it('is exactly the request /practice declares, so the page’s preload is the one the browser uses', async () => {
    server.use(
      apiHttp.get('/practice/problems', ({ response }) =>
        response(200).json({ data: { results: [], current_page: 1 } }),
      ),
    );
    const api = recordApiRequests(server);
    await getProblems(getProblemsQueryOptions().initialPageParam);

    const list = routes.find((route) => route.path === '/practice');
    const declared = list && 'firstScreenRequests' in list ? list.firstScreenRequests : [];
    expect(declared).toHaveLength(1);
    expect(api.requests.map((request) => request.url)).toEqual(
      declared.map((request) => `${apiBaseUrl().replace(/\/$/, '')}${request}`),
    );
  });
});
