import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from 'shared-auth';
import { apiHttp, recordApiRequests, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderScreen } from '../../../lib/test-utils';
import type { JobOpening } from '../../../lib/job-opening';
import FeedScreen from './feed-screen';

const server = setupApiMock();

function opening(id: number, overrides: Partial<JobOpening> = {}): JobOpening {
  return {
    id,
    title: `Software Engineer ${id}`,
    company_name: 'Google',
    employment_type: 'Full-time',
    location: 'Bengaluru',
    yoe: 2,
    skills: ['go'],
    view_count: 0,
    share_count: 0,
    created_at: '2025-06-01T10:00:00.000Z',
    meta_data: { faang_level: 'yes', status: 'published' },
    ...overrides,
  };
}

/** Page 1 has ten openings and a cursor; the cursor's page has three and no more. */
function feedApi() {
  server.use(
    // The header's signed-in user, whose saved preferences the feed reads.
    apiHttp.get('/referrals/user/{emailOrId}', ({ response }) =>
      response(200).json({
        user: {
          id: 'user-1',
          email: 'asha@example.com',
          credits: 5,
          is_admin: false,
          can_view_stats: false,
          settings: {
            yoe: 2,
            domains_interested_in: ['Backend'],
            locations_open_to: ['Bengaluru'],
            current_organization: 'Acme',
            job_alerts: 'off',
            resume_link: '',
            apply_notes: '',
          },
        },
      }),
    ),
    apiHttp.get('/referrals/job-openings', ({ query, response }) => {
      if (query.get('page') === 'cursor-2') {
        return response(200).json({
          data: { results: [11, 12, 13].map((id) => opening(id)), current_page: 2 },
        });
      }
      const results = Array.from({ length: 10 }, (_, index) => opening(index + 1));
      return response(200).json({ data: { results, current_page: 1, next_page: 'cursor-2' } });
    }),
  );
  return recordApiRequests(server);
}

const location = () => screen.getByTestId('location').textContent ?? '';
const query = () => new URLSearchParams(location().split('?')[1] ?? '');

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signIn('user-1', 'asha@example.com');
});

describe('the feed', () => {
  it('opens on FAANG+ and shows ten skeleton cards while the first page loads', async () => {
    const api = feedApi();
    renderScreen(<FeedScreen />, { path: '/feed', route: '/feed' });
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(10);
    expect(await screen.findByRole('heading', { name: 'Software Engineer 1' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'FAANG+' })).toHaveAttribute('aria-selected', 'true');
    const first = api.requestsTo('GET /referrals/job-openings')[0]!;
    expect(Object.fromEntries(first.query)).toEqual({
      user_id: 'user-1',
      page: '1',
      page_size: '10',
      faang_level: 'yes',
    });

    await userEvent.click(screen.getByRole('tab', { name: 'Latest' }));
    await waitFor(() => expect(api.requests.some((call) => call.query.get('latest') === 'true')).toBe(true));
  });

  it('loads the next page once the scroll position passes 80 % of the height', async () => {
    const api = feedApi();
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 2000 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    renderScreen(<FeedScreen />, { path: '/feed', route: '/feed' });
    await screen.findByRole('heading', { name: 'Software Engineer 10' });
    expect(api.requestsTo('GET /referrals/job-openings')).toHaveLength(1);

    act(() => {
      window.scrollY = 900;
      fireEvent.scroll(window);
    });
    expect(await screen.findByRole('heading', { name: 'Software Engineer 13' })).toBeInTheDocument();
    expect(api.requestsTo('GET /referrals/job-openings')[1]?.query.get('page')).toBe('cursor-2');
    expect(screen.getByText('You have seen every opening here.')).toBeInTheDocument();
    window.scrollY = 0;
  });

  it('puts the search text in the URL and asks the API with it', async () => {
    const api = feedApi();
    renderScreen(<FeedScreen />, { path: '/feed', route: '/feed' });
    await screen.findByRole('heading', { name: 'Software Engineer 1' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search job openings' }), 'golang{Enter}');
    expect(query().get('q')).toBe('golang');
    await waitFor(() => expect(api.requests.some((call) => call.query.get('q') === 'golang')).toBe(true));
  });
});

describe('the filter dialog', () => {
  jest.setTimeout(20_000);

  it('starts from the URL, and Apply writes only non-default values', async () => {
    const user = userEvent.setup();
    const api = feedApi();
    renderScreen(<FeedScreen />, { path: '/feed', route: '/feed?q=java&locations=Pune&min_yoe=0' });
    expect(screen.getByRole('button', { name: 'Filters, 1 active' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Filters/ }));
    // The dialog's code loads on the first open.
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByRole('checkbox', { name: 'Pune' })).toBeChecked();
    expect(within(dialog).getByText('Selected: 0+ to 15+ years')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Pune' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Delhi' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Intern' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Microsoft' }));
    within(dialog).getByRole('slider', { name: 'Minimum years of experience' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByText('Selected: 2+ to 15+ years')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(Object.fromEntries(query())).toEqual({
      q: 'java',
      locations: 'Delhi',
      employment_type: 'Intern',
      companies: 'Microsoft',
      min_yoe: '2',
    });
    expect(screen.getByTestId('active-filter-count')).toHaveTextContent('4');
    await waitFor(() =>
      expect(
        api.requests.some(
          (call) => call.query.get('companies') === 'Microsoft' && call.query.get('min_yoe') === '2',
        ),
      ).toBe(true),
    );
  });

  it('Clear All empties the choices without applying them, and closing throws changes away', async () => {
    const user = userEvent.setup();
    feedApi();
    renderScreen(<FeedScreen />, { path: '/feed', route: '/feed?locations=Pune&max_yoe=8' });
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByText('Selected: 0+ to 8+ years')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Clear All' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Pune' })).not.toBeChecked();
    expect(within(dialog).getByText('Selected: 0+ to 15+ years')).toBeInTheDocument();
    expect(location()).toBe('/feed?locations=Pune&max_yoe=8');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/feed?locations=Pune&max_yoe=8');

    await user.click(screen.getByRole('button', { name: /Filters/ }));
    dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByRole('checkbox', { name: 'Pune' })).toBeChecked();
    expect(within(dialog).getByText('Selected: 0+ to 8+ years')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Clear All' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    expect(location()).toBe('/feed');
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });
});
