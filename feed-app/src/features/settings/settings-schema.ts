import { zodResolver } from '@hookform/resolvers/zod';
import {
  RESUME_LINK_MESSAGE,
  SETTINGS_MESSAGES,
  choiceList,
  httpUrl,
  requiredText,
} from 'shared-api/validation';
import { z } from 'zod';
import { YOE_OPTIONS } from '../../lib/preference-choices';
import { settingsFromDraft } from './settings-form';

/**
 * docs/PRODUCT.md#validation-settings, in the API's words (shared-api/validation); a valid draft becomes the
 * request. Its own module: the settings screen fetches it (and zod) when the form is first used.
 */
export const settingsDraftSchema = z
  .object({
    yoe: z.string().refine((value) => YOE_OPTIONS.some((option) => option.value === value), {
      error: SETTINGS_MESSAGES.yoe,
    }),
    domains: choiceList(SETTINGS_MESSAGES.domains),
    locations: choiceList(SETTINGS_MESSAGES.locations),
    organization: requiredText(SETTINGS_MESSAGES.organization, 200),
    jobAlerts: z.boolean(),
    resumeLink: z
      .string()
      .refine((link) => link.trim() === '' || httpUrl(RESUME_LINK_MESSAGE).safeParse(link).success, {
        error: RESUME_LINK_MESSAGE,
      }),
    applyNotes: z.string().trim().max(2000),
  })
  .transform(settingsFromDraft);

export const settingsResolver = zodResolver(settingsDraftSchema);
