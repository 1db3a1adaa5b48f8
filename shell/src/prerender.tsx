// Node entry of the shell's prerender build (rsbuild.prerender.ts): the page before any screen, as a
// visitor sees it or as a signed-in reader sees it before their credits arrive, with SCREEN_SLOT
// where the shell's server puts the owning remote's markup. Its tree is the browser's (AppFrame,
// SiteLayout, the screen's Suspense boundary), so the page hydrates without a mismatch.
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { renderFor } from 'shared-auth/src/server-render-audience';
import { SCREEN_SLOT, type RenderAudience } from '../server/protocol';
import { AppFrame } from './app/app';
import { AppRoutes } from './app/router';
import { SiteLayout } from './layout/site-layout';

/** Replaced by `<!--$-->screen markup<!--/$-->`: RemoteScreen's Suspense boundary, as React writes it. */
function Slot() {
  return <>{SCREEN_SLOT}</>;
}

/** `input`: the audience ('visitor' or 'member'); each render runs in a fresh copy of this bundle. */
export async function render(input: string): Promise<{ html: string; modules: string[] }> {
  renderFor((input === 'member' ? 'member' : 'visitor') satisfies RenderAudience);
  // The browser's route tree has the same layers: the layout, a pathless error layer, the screen.
  const routes = [{ element: <SiteLayout />, children: [{ children: [{ path: '*', element: <Slot /> }] }] }];
  const { prelude } = await prerenderToNodeStream(
    <AppFrame>
      <StaticRouter location="/">
        <AppRoutes routes={routes} />
      </StaticRouter>
    </AppFrame>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, modules: [] };
}
