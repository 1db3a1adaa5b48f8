import { Suspense, use, useState } from 'react';
import { NotFoundScreen, Spinner } from 'shared-ui';
import { forgetFailedRemoteScreens, loadRemoteScreens } from './load-remote-screens';
import { forgetRemotesRegistration, registeredEntry } from './register-remotes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { REMOTE_LABELS, type RemoteName } from './remote-names';

interface RemoteScreenProps {
  remote: RemoteName;
  /** The route pattern; the remote's `screens` map is keyed by it. */
  pattern: string;
}

function LoadedScreen({ remote, pattern }: RemoteScreenProps) {
  const screens = use(loadRemoteScreens(remote));
  const Screen = screens[pattern];
  // A remote deployed without this screen: the URL leads nowhere, the same as an unknown URL.
  return Screen ? <Screen /> : <NotFoundScreen />;
}

function hasScriptPreloadsFrom(entry: string | undefined): boolean {
  if (!entry) return false;
  const origin = new URL(entry, window.location.href).origin;
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].some(
    (link) => new URL(link.href, window.location.href).origin === origin,
  );
}

/** Renders one screen of a remote, loading the remote on first use; failures stay in this box. */
export function RemoteScreen({ remote, pattern }: RemoteScreenProps) {
  const [attempt, setAttempt] = useState(() => {
    // Arriving at this screen again tries a remote that failed before.
    forgetFailedRemoteScreens(remote);
    return 0;
  });
  const retry = () => {
    // The page's server preloads a remote's scripts with its markup. When the remote was down at
    // that moment, Chromium keeps the failed preloads for the page and hands them to the next load
    // of the same URLs, so an in-page retry fails once more: load the page again instead.
    if (hasScriptPreloadsFrom(registeredEntry(remote))) {
      window.location.reload();
      return;
    }
    forgetRemotesRegistration();
    forgetFailedRemoteScreens(remote);
    setAttempt((count) => count + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} fallback={() => <RemoteFallback remote={remote} onRetry={retry} />}>
      <Suspense fallback={<Spinner label={`Loading the ${REMOTE_LABELS[remote]}`} />}>
        <LoadedScreen remote={remote} pattern={pattern} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
