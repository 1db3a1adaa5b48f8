/** The remotes this shell can mount; which paths each owns comes from remotes.json at run time. */
export const KNOWN_REMOTES = ['feed-app', 'practice-app', 'admin-app'] as const;
export type RemoteName = (typeof KNOWN_REMOTES)[number];

/** Module Federation container names cannot contain '-': 'feed-app' is built as 'feed_app'. */
export function federationName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

export const REMOTE_LABELS: Record<RemoteName, string> = {
  'feed-app': 'job feed',
  'practice-app': 'coding practice',
  'admin-app': 'admin tools',
};
