import type { RemoteName } from '../app/route-table';

/** Module Federation container names cannot contain '-': 'feed-app' is built as 'feed_app'. */
export function federationName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

export const REMOTE_LABELS: Record<RemoteName, string> = {
  'feed-app': 'job feed',
  'practice-app': 'coding practice',
  'admin-app': 'admin tools',
};
