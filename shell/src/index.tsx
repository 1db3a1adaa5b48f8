import { keepEarlyTaps } from './app/early-taps';
import { loadRemoteScreens } from './remotes/load-remote-screens';
import { ensureRemotesRegistered } from './remotes/register-remotes';
import { remoteForPath } from './remotes/remote-for-path';

// remotes.json (routes, remote entries, API address) is requested while the shell's own code
// downloads; as soon as it arrives, the remote this URL needs starts loading too. A failure is
// shown (with Retry) when the page renders.
ensureRemotesRegistered()
  .then((config) => {
    const remote = remoteForPath(config.routes, window.location.pathname);
    if (remote) loadRemoteScreens(remote).catch(() => undefined);
  })
  .catch(() => undefined);

// A tap on the server's markup before React has taken the page over is kept for it (app/early-taps.ts).
const root = document.getElementById('root');
if (root) keepEarlyTaps(root);

// An async boundary: shared singletons (React, the router…) are negotiated before any app code runs.
// In a task of its own: starting Module Federation above and negotiating the shares are each ~20 ms
// of a phone's main thread (×4 that of a desktop); run back to back they were one long task that a
// tap had to wait for (issue 12: Total Blocking Time).
setTimeout(() => void import('./bootstrap'), 0);
