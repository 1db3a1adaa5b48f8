import type { UserSettings } from 'shared-auth';
import type { SettingsUpdate } from './api/update-settings';

// docs/PRODUCT.md#settings-screen and docs/PRODUCT.md#choices. The checks (docs/PRODUCT.md#validation-settings)
// are in settings-schema.ts, fetched when the form is first used: they bring zod.

// The choices are shared with the first-visit welcome (issue 32).
export { SETTINGS_DOMAINS, SETTINGS_LOCATIONS, YOE_OPTIONS } from '../../lib/preference-choices';

export const SETTINGS_SAVED_MESSAGE = 'Settings updated!';

export interface SettingsDraft {
  /** '' until chosen; otherwise one of YOE_OPTIONS' values ('0' to '10'). */
  yoe: string;
  domains: string[];
  locations: string[];
  organization: string;
  /** Issue 15: "E-mail me new matching openings" — on means the daily digest. */
  jobAlerts: boolean;
  /** Issue 32: what the apply form starts with; '' forgets it. */
  resumeLink: string;
  applyNotes: string;
}

export { JOB_ALERTS_LABEL } from '../../lib/preference-choices';

export function draftFromSettings(settings: UserSettings | undefined): SettingsDraft {
  return {
    yoe: settings?.yoe === null || settings?.yoe === undefined ? '' : String(settings.yoe),
    domains: settings?.domains_interested_in ?? [],
    locations: settings?.locations_open_to ?? [],
    organization: settings?.current_organization ?? '',
    // New accounts are subscribed (daily) until they turn it off.
    jobAlerts: settings?.job_alerts !== 'off',
    resumeLink: settings?.resume_link ?? '',
    applyNotes: settings?.apply_notes ?? '',
  };
}

export function settingsFromDraft(draft: SettingsDraft): SettingsUpdate {
  return {
    yoe: Number(draft.yoe),
    domains_interested_in: draft.domains,
    locations_open_to: draft.locations,
    current_organization: draft.organization.trim(),
    job_alerts: draft.jobAlerts ? 'daily' : 'off',
    resume_link: draft.resumeLink.trim(),
    apply_notes: draft.applyNotes.trim(),
  };
}
