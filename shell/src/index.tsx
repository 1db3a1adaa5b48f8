import { loadRemoteScreens } from './remotes/load-remote-screens';
import { remoteForPath } from './remotes/remote-for-path';

// Start fetching the remote this URL needs while the shell's own code downloads; a failure is
// shown (with Retry) when the screen renders.
const remote = remoteForPath(window.location.pathname);
if (remote) loadRemoteScreens(remote).catch(() => undefined);

// An async boundary: shared singletons (React, the router…) are negotiated before any app code runs.
import('./bootstrap');
