import type { UserSettings } from 'shared-auth';
import type { SettingsUpdate } from './api/update-settings';

// SPEC §2 Settings screen, §5 Settings save and §9 constants.

export const YOE_OPTIONS = Array.from({ length: 11 }, (_, years) => ({
  value: String(years),
  label: `${years}+`,
}));
export const SETTINGS_DOMAINS = [
  'Backend',
  'Frontend',
  'Fullstack',
  'iOS',
  'Android',
  'AI',
  'ML',
  'Data Science',
] as const;
export const SETTINGS_LOCATIONS = [
  'Delhi',
  'Gurugram',
  'Noida',
  'Mumbai',
  'Pune',
  'Bengaluru',
  'Hyderabad',
  'Chennai',
] as const;

export const SETTINGS_MESSAGES = {
  yoe: 'Select YOE!',
  domains: 'Select at least one domain!',
  locations: 'Select at least one location!',
  organization: 'Organization is mandatory!',
  saved: 'Settings updated!',
} as const;

export interface SettingsDraft {
  /** '' until chosen; otherwise '0' to '10'. */
  yoe: string;
  domains: string[];
  locations: string[];
  organization: string;
  /** Issue 15: "E-mail me new matching openings" — on means the daily digest. */
  jobAlerts: boolean;
}

export type SettingsErrors = Partial<Record<Exclude<keyof SettingsDraft, 'jobAlerts'>, string>>;

export const JOB_ALERTS_LABEL = 'E-mail me new matching openings';

export function draftFromSettings(settings: UserSettings | undefined): SettingsDraft {
  return {
    yoe: settings?.yoe === null || settings?.yoe === undefined ? '' : String(settings.yoe),
    domains: settings?.domains_interested_in ?? [],
    locations: settings?.locations_open_to ?? [],
    organization: settings?.current_organization ?? '',
    // New accounts are subscribed (daily) until they turn it off.
    jobAlerts: settings?.job_alerts !== 'off',
  };
}

/** Every rule that fails, keyed by field; empty when the draft can be saved. */
export function validateSettings(draft: SettingsDraft): SettingsErrors {
  const errors: SettingsErrors = {};
  const yoe = Number(draft.yoe);
  if (draft.yoe === '' || !Number.isInteger(yoe) || yoe < 0 || yoe > 10) errors.yoe = SETTINGS_MESSAGES.yoe;
  if (draft.domains.length === 0) errors.domains = SETTINGS_MESSAGES.domains;
  if (draft.locations.length === 0) errors.locations = SETTINGS_MESSAGES.locations;
  if (draft.organization.trim() === '') errors.organization = SETTINGS_MESSAGES.organization;
  return errors;
}

export function settingsFromDraft(draft: SettingsDraft): SettingsUpdate {
  return {
    yoe: Number(draft.yoe),
    domains_interested_in: draft.domains,
    locations_open_to: draft.locations,
    current_organization: draft.organization.trim(),
    job_alerts: draft.jobAlerts ? 'daily' : 'off',
  };
}
