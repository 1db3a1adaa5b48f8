import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { apiHttp, setupApiMock } from 'shared-api/src/testing/api-mock';
import { createQueryClient, useSessionStore, type CurrentUser } from 'shared-auth';
import { SiteHeader } from './site-header';

const memberWith = (credits: number): CurrentUser => ({
  id: 'user-1',
  email: 'asha@example.com',
  credits,
  is_admin: false,
  can_view_stats: false,
  settings: {
    yoe: 1,
    domains_interested_in: [],
    locations_open_to: [],
    current_organization: '',
    job_alerts: 'daily',
    resume_link: '',
    apply_notes: '',
  },
});

function renderHeader() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <SiteHeader />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SiteHeader', () => {
  const server = setupApiMock();

  afterEach(() => {
    cleanup();
    useSessionStore.getState().clear();
  });

  it('links to the coding-practice area for everyone, outside the dropdown menu', () => {
    localStorage.clear();
    renderHeader();
    expect(screen.getByRole('link', { name: 'Practice' })).toHaveAttribute('href', '/practice');
    expect(screen.queryByRole('link', { name: /credits left/ })).not.toBeInTheDocument();
  });

  it('shows a member their credits, linked to the premium page', async () => {
    server.use(
      apiHttp.get('/referrals/user/{emailOrId}', ({ response }) =>
        response(200).json({ user: memberWith(7) }),
      ),
    );
    useSessionStore.getState().signIn('user-1', 'asha@example.com');
    renderHeader();
    expect(await screen.findByRole('link', { name: '7 credits left; buy more' })).toHaveAttribute(
      'href',
      '/premium',
    );
  });

  it('drops the credits pill when the member cannot be loaded, instead of an empty one for good', async () => {
    server.use(
      apiHttp.get('/referrals/user/{emailOrId}', ({ response }) =>
        response.untyped(Response.json({ message: 'down' }, { status: 503 })),
      ),
    );
    useSessionStore.getState().signIn('user-1', 'asha@example.com');
    const { container } = renderHeader();
    expect(container.querySelector('[aria-hidden="true"].credits')).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('.credits')).not.toBeInTheDocument(), {
      timeout: 10_000,
    });
    expect(screen.getByRole('link', { name: 'Practice' })).toBeInTheDocument();
    // The app's query client asks twice more, a second and then two apart, before it gives up.
  }, 15_000);
});
