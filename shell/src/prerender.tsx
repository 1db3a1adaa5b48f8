// Node entry of the shell's prerender build (rsbuild.prerender.ts): the page as a visitor sees it
// before any screen, with PRERENDER_SLOT where the shell's server puts the owning remote's markup.
// Its tree is the browser's (AppFrame, SiteLayout, the screen's Suspense boundary), so the page
// hydrates without a mismatch.
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { AppFrame } from './app/app';
import { SiteLayout } from './layout/site-layout';

/** Replaced by `<!--$-->screen markup<!--/$-->`: RemoteScreen's Suspense boundary, as React writes it. */
export const PRERENDER_SLOT = 'REFERRALHUB-PRERENDERED-SCREEN';

function Slot() {
  return <>{PRERENDER_SLOT}</>;
}

export async function render(): Promise<{ html: string; modules: string[] }> {
  // The browser's route tree has the same layers: the layout, a pathless error layer, the screen.
  const handler = createStaticHandler([
    { element: <SiteLayout />, children: [{ children: [{ path: '*', element: <Slot /> }] }] },
  ]);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('The layout route answered with a redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <AppFrame>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppFrame>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, modules: [] };
}
