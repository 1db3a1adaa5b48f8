import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { SESSION_STORAGE_KEY, useSessionStore } from 'shared-auth';
import { apiHttp, setupApiMock } from 'shared-api/src/testing/api-mock';
import { SiteMenu } from './site-menu';

function renderMenu(viewer: Parameters<typeof SiteMenu>[0]['viewer']) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <SiteMenu viewer={viewer} /> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('SiteMenu', () => {
  const server = setupApiMock();
  beforeEach(() => {
    localStorage.clear();
    server.use(apiHttp.post('/referrals/logout', ({ response }) => response(200).json({ success: true })));
  });

  it('lists the visitor links as menu items', async () => {
    renderMenu({ isLoggedIn: false, isAdministrator: false, canViewStats: false });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Home',
      'About',
      'Blogs',
      'Terms and conditions',
      'Privacy policy',
      'Refund policy',
      'Contact us',
      'Login / Sign up',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Login / Sign up' })).toHaveAttribute('href', '/login');
  });

  it('Logout clears the stored session and e-mail and goes to /login', async () => {
    useSessionStore.getState().signIn('user-1', 'asha@example.com');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    const router = renderMenu({ isLoggedIn: true, isAdministrator: false, canViewStats: false });

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.at(-1)).toHaveTextContent('Logout');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(useSessionStore.getState().user.email).toBe('');
    expect(useSessionStore.getState().userId).toBe('');
  });
});
