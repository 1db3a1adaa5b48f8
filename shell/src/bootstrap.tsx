import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiBaseUrl } from 'shared-auth';
import 'shared-ui/tokens.css';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { ensureRemotesRegistered } from './remotes/register-remotes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The routes and the API address both come from remotes.json (already requested by index.tsx):
// the router is built from what the remotes' deploys declared, not from a table in this build.
ensureRemotesRegistered()
  .then(
    (config) => {
      configureApiBaseUrl(config.apiBaseUrl);
      return createAppRouter(config.routes);
    },
    (error: unknown) => {
      console.error('remotes.json could not be read', error);
      return createAppRouter(null);
    },
  )
  .then((router) => {
    createRoot(container).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
