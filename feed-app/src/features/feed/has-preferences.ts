import type { UserSettings } from 'shared-auth';

/** The server matches openings only once Settings holds a yoe, a domain and a location. */
export function hasPreferences(settings: UserSettings | undefined): boolean {
  return (
    settings !== undefined &&
    settings.yoe !== null &&
    settings.domains_interested_in.length > 0 &&
    settings.locations_open_to.length > 0
  );
}
