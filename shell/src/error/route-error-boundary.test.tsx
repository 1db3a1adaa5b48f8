import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from 'shared-auth';
import type { RouteEntry } from '../remotes/remotes-config';
import { AppRoutes, appRoutes } from '../app/router';
import { RouteErrorBoundary } from './route-error-boundary';

async function renderAt(path: string, declared: readonly RouteEntry[] = []) {
  await act(async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes routes={appRoutes(declared)} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

function Broken(): never {
  throw new Error('database on fire');
}

describe('error screen', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("says 'This page doesn't exist!' for a URL no route matches, under the header", async () => {
    await renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText("This page doesn't exist!")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it("says 'An unexpected error occured.' for anything a page throws, without its details", async () => {
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Broken />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occured.')).toBeInTheDocument();
    expect(screen.queryByText('database on fire')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
