// The contract between a remote's declared routes (src/app/routes.ts, published to the shell
// through remotes.json) and the screens it exposes: every declared path has a screen, every
// screen is declared, and a screen declared for signed-in users or administrators really sends a
// visitor away. Test code only; each remote calls it from its own src/app/routes.test.tsx.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';

export interface DeclaredRoute {
  readonly path: string;
  readonly access: 'anyone' | 'signed-in' | 'administrator' | 'statistics';
}

const LOADING = 'Loading the screen code';

/** A URL that matches the pattern: every `:param` gets a sample value. */
function sampleUrl(pattern: string): string {
  return pattern.replace(/:[A-Za-z0-9_]+/g, 'sample');
}

/**
 * Where a signed-out visitor lands, per docs/PRODUCT.md#admin-redirects (admin screens under /practice go
 * back to /practice).
 */
function expectedLanding({ path, access }: DeclaredRoute): string {
  const url = sampleUrl(path);
  if (access === 'anyone') return url;
  if (access === 'signed-in') return '/login';
  if (access === 'statistics') return '/';
  return url.startsWith('/practice/') ? '/practice' : '/';
}

async function landingOfSignedOutVisitor(route: DeclaredRoute, Screen: ComponentType): Promise<string> {
  const router = createMemoryRouter(
    [
      {
        path: route.path,
        element: (
          <Suspense fallback={<p>{LOADING}</p>}>
            <Screen />
          </Suspense>
        ),
      },
      { path: '*', element: <p>Somewhere else</p> },
    ],
    { initialEntries: [sampleUrl(route.path)] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
  await waitFor(() => expect(screen.queryByText(LOADING)).not.toBeInTheDocument(), { timeout: 10_000 });
  return router.state.location.pathname;
}

export function describeRouteContract(
  remote: string,
  routes: readonly DeclaredRoute[],
  screens: Record<string, ComponentType>,
): void {
  describe(`${remote}: declared routes and exposed screens`, () => {
    beforeEach(() => {
      localStorage.clear();
      // Screens may start requests on mount; none of them may decide where a visitor lands.
      jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
    });
    afterEach(() => jest.restoreAllMocks());

    it('declares exactly the paths it has screens for, each once', () => {
      const declared = routes.map((route) => route.path);
      expect(new Set(declared).size).toBe(declared.length);
      expect([...declared].sort()).toEqual(Object.keys(screens).sort());
    });

    it.each(routes.map((route) => [route.path, route.access, route] as const))(
      '%s (%s) lets a signed-out visitor in only if it is open to anyone',
      async (_path, _access, route) => {
        const Screen = screens[route.path];
        if (!Screen) throw new Error(`${remote} has no screen for ${route.path}`);
        expect(await landingOfSignedOutVisitor(route, Screen)).toBe(expectedLanding(route));
      },
    );
  });
}
