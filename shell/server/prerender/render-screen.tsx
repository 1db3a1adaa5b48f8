// Node entry of a remote's prerender build (rsbuild.prerender.ts): renders one screen of the
// remote's `screens` map to HTML, inside the providers the shell gives every screen (a query
// client, the router), waiting for its lazy parts.
// - `render`: at build time. Data screens render their loading skeleton: nothing is fetched.
// - `renderFirstScreen`: at request time, in a worker of the shell's server
//   (shell/server/first-screens/render-worker.ts). It fetches the screen's declared first-screen queries from
//   the API, renders the screen with them and returns their dehydrated state, which the shell's
//   browser code puts into its query client before it hydrates: the same cards, no refetch.
// Both render for a visitor or, where the remote declares member first screens, for a signed-in
// reader who is nobody in particular (shared-auth/src/server-render-audience.ts): the data is the
// public data, and what is personal stays pending, in the browser's first render as well.
import type { ComponentType } from 'react';
import {
  QueryClient,
  QueryClientProvider,
  dehydrate,
  type DehydratedState,
  type FetchInfiniteQueryOptions,
  type QueryKey,
} from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { Route, Routes, StaticRouter } from 'react-router';
import { configureApiBaseUrl } from 'shared-api';
import { renderFor } from 'shared-auth/src/server-render-audience';
import { screens } from 'referralhub-prerender-screens';
import type { FirstScreenRequest, RenderedScreen, ScreenRequest } from '../protocol';
import type { FirstScreenQuery } from './first-screen';

// Evaluated when first asked for, not with the bundle: `render` names every module that has run as
// one the screen needs, and the queries' modules (a job page's) would count for every screen.
const declarations = () => import('referralhub-prerender-first-screen-queries');

/**
 * The routes whose first screen `renderFirstScreen` can render with data, and those it can render
 * for a signed-in reader from public data (prerender.json marks them).
 */
export async function firstScreenRouteLists() {
  const { firstScreenQueries, memberFirstScreenQueries } = await declarations();
  return {
    firstScreenRoutes: Object.keys(firstScreenQueries),
    memberFirstScreenRoutes: Object.keys(memberFirstScreenQueries ?? {}),
  };
}

async function queriesFor({ pattern, url, audience = 'visitor' }: ScreenRequest) {
  const { firstScreenQueries, memberFirstScreenQueries } = await declarations();
  const declared = audience === 'member' ? memberFirstScreenQueries : firstScreenQueries;
  const queries = declared?.[pattern];
  // The URL as the screen reads it (its query names what to show: /job-opening?id=7).
  return queries && (() => queries(new URL(url, 'http://first-screen.invalid')));
}

// The session store is one per process: renders for different audiences take turns.
let lastRender: Promise<unknown> = Promise.resolve();
function inTurn<T>(render: () => Promise<T>): Promise<T> {
  const turn = lastRender.then(render, render);
  lastRender = turn.catch(() => undefined);
  return turn;
}

function screenFor(pattern: string): ComponentType {
  const Screen: ComponentType | undefined = screens[pattern];
  if (!Screen) throw new Error(`No screen is keyed ${pattern} in src/app/screens.tsx`);
  return Screen;
}

async function renderToHtml(Screen: ComponentType, request: ScreenRequest, queryClient: QueryClient) {
  return inTurn(() => {
    renderFor(request.audience ?? 'visitor');
    return renderScreen(Screen, request, queryClient);
  });
}

async function renderScreen(
  Screen: ComponentType,
  { pattern, url }: ScreenRequest,
  queryClient: QueryClient,
) {
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
  // A part that throws in Node would be left for the browser to render: fail instead.
  if (errors.length > 0) {
    throw new Error(`${pattern} cannot be prerendered: ${String(errors[0])}`, { cause: errors[0] });
  }
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/**
 * Renders the screen and names the modules that ran for it (this Node build keeps their paths as
 * ids), so the build can tell which browser chunks hold them. Load the bundle afresh per screen.
 */
export async function render(input: string): Promise<{ html: string; modules: string[] }> {
  const request = JSON.parse(input) as ScreenRequest;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const html = await renderToHtml(screenFor(request.pattern), request, queryClient);
  return { html, modules: Object.keys(require.cache) };
}

function isInfinite(
  query: FirstScreenQuery,
): query is FetchInfiniteQueryOptions<unknown, Error, unknown, QueryKey, unknown> {
  return 'initialPageParam' in query;
}

/**
 * The screen as a visitor (or a signed-in reader, before their own data) sees it once its data has
 * arrived, and that data's query state. A query
 * that fails rejects the whole render: the shell's server then sends the build-time skeleton, whose
 * query state the browser starts from anyway (no mismatch with a server-rendered error panel).
 */
export async function renderFirstScreen(input: string): Promise<RenderedScreen & { state: DehydratedState }> {
  const request = JSON.parse(input) as FirstScreenRequest;
  const Screen = screenFor(request.pattern);
  const queries = await queriesFor(request);
  if (!queries)
    throw new Error(
      `No ${request.audience ?? 'visitor'} first-screen queries are declared for ${request.pattern}`,
    );
  configureApiBaseUrl(request.apiBaseUrl);
  // One try: the shell's server gives the whole render a few hundred milliseconds.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await Promise.all(
    queries().map((query: FirstScreenQuery) =>
      isInfinite(query) ? queryClient.fetchInfiniteQuery(query) : queryClient.fetchQuery(query),
    ),
  );
  const html = await renderToHtml(Screen, request, queryClient);
  return { html, state: dehydrate(queryClient) };
}
