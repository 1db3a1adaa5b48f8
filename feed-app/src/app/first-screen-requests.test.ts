import { apiBaseUrl } from 'shared-api';
import { apiHttp, recordApiRequests, setupApiMock } from 'shared-api/src/testing/api-mock';
import { routes } from './routes';
import { DEFAULT_FILTERS } from '../features/feed/filters';
import { getJobOpenings } from '../features/feed/api/get-job-openings';

const server = setupApiMock();

describe('the feed’s first-screen request', () => {
  it('is exactly the request /feed declares, so the page’s preload is the one the browser uses', async () => {
    server.use(
      apiHttp.get('/referrals/job-openings', ({ response }) =>
        response(200).json({ data: { results: [], current_page: 1 } }),
      ),
    );
    const api = recordApiRequests(server);
    // What a visitor's feed asks for first: the FAANG+ tab, no filters, no search, page one.
    await getJobOpenings({ tab: 'faang', filters: DEFAULT_FILTERS, search: '', userId: '' }, '1');

    const feed = routes.find((route) => route.path === '/feed');
    const declared = feed && 'firstScreenRequests' in feed ? feed.firstScreenRequests : [];
    expect(declared).toHaveLength(1);
    expect(api.requests.map((request) => request.url)).toEqual(
      declared.map((request) => `${apiBaseUrl().replace(/\/$/, '')}${request}`),
    );
  });
});
