import { RESUME_LINK_MESSAGE, SETTINGS_MESSAGES, choiceList, otpCode } from 'shared-api/validation';
import { z } from 'zod';
import { JOB_ALERT_CHOICES } from '../../db/schema/preferences';
import { emailSchema, httpUrl, optionalTrackingText } from '../../lib/schemas';

export const NO_USER_MESSAGE = 'No user found with this email address!';
export const USER_EXISTS_MESSAGE = 'User with this email address already exists!';

export const emailBody = z.object({ email: emailSchema });

export const verifyOtpBody = z.object({
  email: emailSchema,
  otp: otpCode,
});

const trackingFields = {
  referral_code: optionalTrackingText,
  user_agent: optionalTrackingText,
  event_id: optionalTrackingText,
  fbp: optionalTrackingText,
  fbc: optionalTrackingText,
};

export const createUserBody = z.object({ email: emailSchema, ...trackingFields });

export const googleAuthBody = z.object({
  id_token: z
    .string({ error: 'The Google credential is missing.' })
    .min(1, { error: 'The Google credential is missing.' })
    .max(8000, { error: 'The Google credential is too long.' }),
  ...trackingFields,
});

export const userReference = z.object({
  emailOrId: z.string().max(254, { error: 'Give an e-mail address or a user id.' }),
});

export const emailParam = z.object({ email: emailSchema });

const yoeOption = z
  .number({ error: SETTINGS_MESSAGES.yoe })
  .int({ error: SETTINGS_MESSAGES.yoe })
  .min(0, { error: SETTINGS_MESSAGES.yoe })
  .max(10, { error: SETTINGS_MESSAGES.yoe });

export const settingsSchema = z.object({
  yoe: yoeOption,
  domains_interested_in: choiceList(SETTINGS_MESSAGES.domains),
  locations_open_to: choiceList(SETTINGS_MESSAGES.locations),
  current_organization: z
    .string({ error: SETTINGS_MESSAGES.organization })
    .trim()
    .min(1, { error: SETTINGS_MESSAGES.organization })
    .max(200, { error: 'Organization must be at most 200 characters.' }),
  // Issue 15: optional, so a save without it leaves the choice as it was.
  job_alerts: z.enum(JOB_ALERT_CHOICES, { error: "job_alerts must be 'daily' or 'off'." }).optional(),
  // Issue 32: optional as job_alerts; an empty resume link forgets it.
  resume_link: z
    .string({ error: RESUME_LINK_MESSAGE })
    .trim()
    .pipe(z.union([z.literal(''), httpUrl(RESUME_LINK_MESSAGE)]))
    .optional(),
  apply_notes: z.string().trim().max(2000, { error: 'Notes must be at most 2000 characters.' }).optional(),
});

/** Issue 32: the one-screen welcome after sign-up; every answer may be skipped, alerts must be said. */
export const onboardingBody = z.object({
  yoe: yoeOption.nullish(),
  domains_interested_in: choiceList(SETTINGS_MESSAGES.domains).optional(),
  locations_open_to: choiceList(SETTINGS_MESSAGES.locations).optional(),
  job_alerts: z.enum(JOB_ALERT_CHOICES, { error: "job_alerts must be 'daily' or 'off'." }),
});

export const updateSettingsBody = z.object({
  settings: settingsSchema.nullish().transform((settings, context) => {
    if (!settings) {
      context.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.yoe });
      return z.NEVER;
    }
    return settings;
  }),
});

export const authUserSchema = z.object({ id: z.string(), email: z.string() });

export const userPayloadSchema = z.object({
  id: z.string(),
  email: z.string(),
  credits: z.number(),
  is_admin: z.boolean(),
  can_view_stats: z.boolean(),
  settings: z.object({
    yoe: z.number().nullable(),
    domains_interested_in: z.array(z.string()),
    locations_open_to: z.array(z.string()),
    current_organization: z.string(),
    job_alerts: z.enum(JOB_ALERT_CHOICES),
    resume_link: z.string(),
    apply_notes: z.string(),
  }),
});
