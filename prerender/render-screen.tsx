// Node entry of a remote's prerender build (rsbuild.prerender.ts): renders one screen of the
// remote's `screens` map to HTML, inside the providers the shell gives every screen (a query
// client, the router), waiting for its lazy parts. Data screens render their loading skeleton:
// nothing is fetched at build time.
import type { ComponentType } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { Route, Routes, StaticRouter } from 'react-router';
import { screens } from 'referralhub-prerender-screens';

export interface ScreenRequest {
  /** The route pattern, the key of the screen in `screens`. */
  pattern: string;
  /** The URL path to render (the pattern itself for a path without parameters). */
  url: string;
}

/**
 * Renders the screen and names the modules that ran for it (this Node build keeps their paths as
 * ids), so the build can tell which browser chunks hold them. Load the bundle afresh per screen.
 */
export async function render(input: string): Promise<{ html: string; modules: string[] }> {
  const { pattern, url } = JSON.parse(input) as ScreenRequest;
  const Screen: ComponentType | undefined = screens[pattern];
  if (!Screen) throw new Error(`No screen is keyed ${pattern} in src/app/screens.tsx`);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <QueryClientProvider client={queryClient}>
      <StaticRouter location={url}>
        <Routes>
          <Route path={pattern} element={<Screen />} />
        </Routes>
      </StaticRouter>
    </QueryClientProvider>,
    { onError: (error) => void errors.push(error) },
  );
  // A part that throws in Node would be left for the browser to render: fail the build instead.
  if (errors.length > 0) {
    throw new Error(`${pattern} cannot be prerendered: ${String(errors[0])}`, { cause: errors[0] });
  }
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, modules: Object.keys(require.cache) };
}
