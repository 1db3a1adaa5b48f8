import { ErrorPanel } from 'shared-ui';

/** remotes.json did not load: no screen can be found, but the header and menu still work. */
export function SiteUnavailableScreen() {
  return (
    <ErrorPanel
      title="This part of the site is not available right now"
      message="The site could not load its pages. Check your connection and try again in a moment."
      onRetry={() => window.location.reload()}
    />
  );
}
