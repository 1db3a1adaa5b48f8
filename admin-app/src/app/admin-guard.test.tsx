import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { createQueryClient, currentUserQueryKey, useSessionStore, type CurrentUser } from 'shared-auth';
import { guarded } from './guarded';

const email = 'asha@example.com';

function user(overrides: Partial<CurrentUser>): CurrentUser {
  return {
    id: 'user-1',
    email,
    credits: 5,
    is_admin: false,
    can_view_stats: false,
    settings: {
      yoe: 2,
      domains_interested_in: [],
      locations_open_to: [],
      current_organization: '',
      job_alerts: 'daily',
      resume_link: '',
      apply_notes: '',
    },
    ...overrides,
  };
}

async function visit(path: string, signedInAs: CurrentUser | null) {
  const queryClient = createQueryClient();
  if (signedInAs) {
    useSessionStore.getState().signIn(signedInAs.id, signedInAs.email);
    queryClient.setQueryData(currentUserQueryKey(signedInAs.email), { user: signedInAs });
  }
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home</h1> },
      { path: '/practice', element: <h1>Practice list</h1> },
      { path: '/add-job-opening', Component: guarded(() => <h1>Add job opening</h1>) },
      { path: '/practice/create-problem', Component: guarded(() => <h1>Create problem</h1>) },
      { path: '/stats', Component: guarded(() => <h1>Statistics</h1>, 'statistics') },
    ],
    { initialEntries: [path] },
  );
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
  return router;
}

describe('admin guard', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.getState().clear();
  });

  it('shows an admin screen to the administrator', async () => {
    await visit('/add-job-opening', user({ is_admin: true }));
    expect(screen.getByRole('heading', { name: 'Add job opening' })).toBeInTheDocument();
  });

  it('sends a signed-in non-administrator home from an admin screen', async () => {
    const router = await visit('/add-job-opening', user({ is_admin: false }));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a non-administrator to /practice from a practice admin screen', async () => {
    const router = await visit('/practice/create-problem', user({ is_admin: false }));
    expect(screen.getByRole('heading', { name: 'Practice list' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/practice');
  });

  it('sends a visitor away without asking the server', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const router = await visit('/practice/create-problem', null);
    expect(router.state.location.pathname).toBe('/practice');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('opens statistics to a statistics account and sends everyone else home', async () => {
    await visit('/stats', user({ can_view_stats: true }));
    expect(screen.getByRole('heading', { name: 'Statistics' })).toBeInTheDocument();
  });

  it('sends an administrator without statistics access home from /stats', async () => {
    const router = await visit('/stats', user({ is_admin: true, can_view_stats: false }));
    expect(router.state.location.pathname).toBe('/');
  });
});
