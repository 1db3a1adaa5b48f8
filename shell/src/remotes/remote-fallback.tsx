import { ErrorPanel } from 'shared-ui';
import { REMOTE_LABELS, type RemoteName } from './remote-names';

export function RemoteFallback({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  return (
    <ErrorPanel
      title="This part of the site is not available right now"
      message={`The ${REMOTE_LABELS[remote]} could not be loaded. The rest of the site still works; try again in a moment.`}
      onRetry={onRetry}
    />
  );
}
