import { StrictMode, startTransition } from 'react';
import type { QueryClient } from 'shared-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureApiBaseUrl, configurePublicSettings } from 'shared-api';
import { useSessionStore } from 'shared-auth';
import 'shared-ui/tokens.css';
import { App } from './app/app';
import { appRoutes } from './app/router';
import { forgetEarlyTaps, replayEarlyTaps } from './app/early-taps';
import { keepSignedInCookie } from './app/signed-in-cookie';
import { ensureRemotesRegistered } from './remotes/register-remotes';
import { AUDIENCE_ATTRIBUTE, QUERY_STATE_ID } from '../server/protocol';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

keepSignedInCookie();

/** The server renders for a visitor, or a signed-in reader (AUDIENCE_ATTRIBUTE="member"). */
function renderedForThisBrowser(root: HTMLElement): boolean {
  const session = useSessionStore.getState();
  const signedIn = Boolean(session.userId && session.user.email);
  return (root.getAttribute(AUDIENCE_ATTRIBUTE) === 'member') === signedIn;
}

// Only a page rendered with its data carries the first screen's query state: the code that reads it
// (./app/query-state.ts) is fetched then, while remotes.json is read, so other pages do not load it.
const queryState = document.getElementById(QUERY_STATE_ID)
  ? import('./app/query-state').catch(() => null)
  : null;

// The routes and the API address both come from remotes.json (in the page, or requested by
// index.tsx): the router is built from what the remotes' deploys declared, not from a table here.
ensureRemotesRegistered()
  .then(
    (config) => {
      configureApiBaseUrl(config.apiBaseUrl);
      configurePublicSettings(config.publicSettings);
      return { routes: appRoutes(config.routes), routed: true };
    },
    (error: unknown) => {
      console.error('remotes.json could not be read', error);
      return { routes: appRoutes(null), routed: false };
    },
  )
  .then(({ routes, routed }) => {
    const app = (fillQueryClient?: ((client: QueryClient) => void) | null) => (
      <StrictMode>
        <App routes={routes} fillQueryClient={fillQueryClient} />
      </StrictMode>
    );
    // The server sent this page's markup (shell/server/pages/page-stitcher.ts): take it over, with the data it was
    // rendered with, when it was rendered for this browser's audience. Markup for the other one (a
    // session that ended or began since the signed-in cookie was written) is replaced instead.
    if (routed && container.hasChildNodes() && renderedForThisBrowser(container)) {
      // As a transition, hydration yields to the browser between components instead of blocking
      // for the whole tree (~14 ms of CPU, ~55 ms on a phone-speed CPU: a long task on every entry
      // page). A click on a part React cannot hydrate at once (its chunk still loading) is dropped
      // by React: app/early-taps.ts keeps those, and those made before this point.
      void Promise.resolve(queryState).then((module) => {
        startTransition(() => {
          hydrateRoot(container, app(module?.serverQueryStateFiller()));
        });
        // React listens from now on: a kept tap reaches each button once React has hydrated it
        // (outside the transition, so what it starts is urgent, as a tap's work is).
        replayEarlyTaps();
      });
    } else {
      forgetEarlyTaps();
      container.replaceChildren();
      createRoot(container).render(app());
    }
  });
