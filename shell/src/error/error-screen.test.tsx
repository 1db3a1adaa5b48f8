import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, data } from 'react-router';
import { createQueryClient } from 'shared-auth';
import { appRoutes } from '../app/router';
import { RouteErrorScreen } from './error-screen';

function renderAt(path: string, router = createMemoryRouter(appRoutes([]), { initialEntries: [path] })) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('error screen', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("says 'This page doesn't exist!' for a URL no route matches, under the header", async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText("This page doesn't exist!")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it.each([405, 400])('treats a %i routing error response as a missing page', async (status) => {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw data(null, { status });
        },
        element: <p>Screen</p>,
        errorElement: <RouteErrorScreen />,
      },
    ]);
    renderAt('/', router);
    expect(await screen.findByText("This page doesn't exist!")).toBeInTheDocument();
  });

  it("says 'An unexpected error occured.' for anything else", async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Error('database on fire');
        },
        element: <p>Screen</p>,
        errorElement: <RouteErrorScreen />,
      },
    ]);
    renderAt('/', router);
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occured.')).toBeInTheDocument();
    expect(screen.queryByText('database on fire')).not.toBeInTheDocument();
  });
});
