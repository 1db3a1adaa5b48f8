import { Suspense, use, useState } from 'react';
import { NotFoundScreen, Spinner } from 'shared-ui';
import { forgetFailedRemoteScreens, loadRemoteScreens } from './load-remote-screens';
import { forgetRemotesRegistration } from './register-remotes';
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

/** Renders one screen of a remote, loading the remote on first use; failures stay in this box. */
export function RemoteScreen({ remote, pattern }: RemoteScreenProps) {
  const [attempt, setAttempt] = useState(() => {
    // Arriving at this screen again tries a remote that failed before.
    forgetFailedRemoteScreens(remote);
    return 0;
  });
  const retry = () => {
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
