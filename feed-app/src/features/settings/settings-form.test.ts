import {
  SETTINGS_SAVED_MESSAGE,
  YOE_OPTIONS,
  draftFromSettings,
  settingsFromDraft,
  type SettingsDraft,
} from './settings-form';
import { settingsDraftSchema } from './settings-schema';

/** The first message of each field the form's schema refuses; {} when the draft can be saved. */
function validateSettings(draft: SettingsDraft): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of settingsDraftSchema.safeParse(draft).error?.issues ?? []) {
    messages[String(issue.path[0])] ??= issue.message;
  }
  return messages;
}

describe('settings validation', () => {
  it('offers 0+ to 10+ years of experience', () => {
    expect(YOE_OPTIONS.map((option) => option.label)).toEqual([
      '0+',
      '1+',
      '2+',
      '3+',
      '4+',
      '5+',
      '6+',
      '7+',
      '8+',
      '9+',
      '10+',
    ]);
  });

  it('accepts the top of the range and refuses a year past it, as the API does', () => {
    const complete = {
      domains: ['AI'],
      locations: ['Pune'],
      organization: 'Acme',
      jobAlerts: true,
      resumeLink: '',
      applyNotes: '',
    };
    expect(validateSettings({ ...complete, yoe: '10' })).toEqual({});
    expect(validateSettings({ ...complete, yoe: '11' })).toEqual({ yoe: 'Select YOE!' });
    expect(validateSettings({ ...complete, yoe: '-1' })).toEqual({ yoe: 'Select YOE!' });
  });

  it('names every missing field with its message', () => {
    expect(
      validateSettings({
        yoe: '',
        domains: [],
        locations: [],
        organization: '   ',
        jobAlerts: true,
        resumeLink: 'not a link',
        applyNotes: '',
      }),
    ).toEqual({
      yoe: 'Select YOE!',
      domains: 'Select at least one domain!',
      locations: 'Select at least one location!',
      organization: 'Organization is mandatory!',
      resumeLink: 'Resume link is a mandatory!',
    });
  });

  it('accepts 0 years of experience and a complete profile', () => {
    const draft = {
      yoe: '0',
      domains: ['AI'],
      locations: ['Pune'],
      organization: ' Acme ',
      jobAlerts: true,
      resumeLink: '',
      applyNotes: '',
    };
    expect(validateSettings(draft)).toEqual({});
    expect(validateSettings({ ...draft, resumeLink: ' https://drive.example.com/cv ' })).toEqual({});
    expect(
      settingsFromDraft({ ...draft, resumeLink: ' https://drive.example.com/cv ', applyNotes: ' Hi ' }),
    ).toEqual({
      yoe: 0,
      domains_interested_in: ['AI'],
      locations_open_to: ['Pune'],
      current_organization: 'Acme',
      job_alerts: 'daily',
      resume_link: 'https://drive.example.com/cv',
      apply_notes: 'Hi',
    });
  });

  it('keeps job alerts on (daily) unless the user turned them off', () => {
    const base = {
      yoe: 2,
      domains_interested_in: ['AI'],
      locations_open_to: ['Pune'],
      current_organization: 'Acme',
      job_alerts: 'daily' as const,
      resume_link: '',
      apply_notes: '',
    };
    expect(draftFromSettings(base).jobAlerts).toBe(true);
    expect(draftFromSettings({ ...base, job_alerts: 'off' }).jobAlerts).toBe(false);
    expect(settingsFromDraft({ ...draftFromSettings(base), jobAlerts: false })?.job_alerts).toBe('off');
  });

  it('starts an empty profile with no YOE chosen', () => {
    expect(
      draftFromSettings({
        job_alerts: 'daily',
        resume_link: '',
        apply_notes: '',
        yoe: null,
        domains_interested_in: [],
        locations_open_to: [],
        current_organization: '',
      }).yoe,
    ).toBe('');
    expect(SETTINGS_SAVED_MESSAGE).toBe('Settings updated!');
  });
});
