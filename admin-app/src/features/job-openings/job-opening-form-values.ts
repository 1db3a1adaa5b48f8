import {
  JOB_OPENING_MESSAGES,
  JOB_YOE_MESSAGES,
  MASKED_YOE,
  httpUrl,
  requiredText,
} from 'shared-api/validation';
import { z } from 'zod';
import {
  EMPLOYMENT_TYPES,
  type EmploymentType,
  type ExtractedJobOpening,
  type JobOpening,
  type NewJobOpening,
} from './types';

export interface JobOpeningFormValues {
  title: string;
  company_name: string;
  employment_type: EmploymentType | '';
  yoe: string;
  location: string;
  link: string;
  skills: string[];
  faang: boolean;
}

export const EMPTY_JOB_OPENING: JobOpeningFormValues = {
  title: '',
  company_name: '',
  employment_type: '',
  yoe: '',
  location: '',
  link: '',
  skills: [],
  faang: false,
};

function isEmploymentType(value: string): value is EmploymentType {
  return (EMPLOYMENT_TYPES as readonly string[]).includes(value);
}

/**
 * docs/PRODUCT.md#validation-job-opening: the seven mandatory-field texts and the YOE and link rules are the
 * API's own (shared-api/validation); a valid form becomes the request body.
 */
export const jobOpeningFormSchema = z
  .object({
    title: requiredText(JOB_OPENING_MESSAGES.title, 200),
    company_name: requiredText(JOB_OPENING_MESSAGES.company_name, 200),
    employment_type: z
      .enum(['', ...EMPLOYMENT_TYPES], { error: JOB_OPENING_MESSAGES.employment_type })
      .refine(isEmploymentType, { error: JOB_OPENING_MESSAGES.employment_type }),
    yoe: z
      .string()
      .trim()
      .min(1, { error: JOB_OPENING_MESSAGES.yoe })
      .regex(/^\d+$/, { error: JOB_YOE_MESSAGES.whole })
      .transform(Number)
      .refine((yoe) => yoe <= MASKED_YOE, { error: JOB_YOE_MESSAGES.tooLarge }),
    location: requiredText(JOB_OPENING_MESSAGES.location, 200),
    link: httpUrl(JOB_OPENING_MESSAGES.link),
    skills: z.array(z.string()).min(1, { error: JOB_OPENING_MESSAGES.skills }),
    faang: z.boolean(),
  })
  .transform((values): NewJobOpening => ({
    title: values.title,
    company_name: values.company_name,
    employment_type: values.employment_type as EmploymentType,
    yoe: values.yoe,
    location: values.location,
    link: values.link,
    skills: values.skills,
    meta_data: { faang_level: values.faang ? 'yes' : 'no' },
  }));

/** The form prefilled with a saved opening, for editing it. */
export function formValuesOf(opening: JobOpening): JobOpeningFormValues {
  return {
    title: opening.title,
    company_name: opening.company_name,
    employment_type: isEmploymentType(opening.employment_type) ? opening.employment_type : '',
    yoe: String(opening.yoe),
    location: opening.location,
    link: opening.link ?? '',
    skills: opening.skills,
    faang: opening.meta_data.faang_level === 'yes',
  };
}

/** Fills the form from an extraction; a field the extraction left empty keeps what the administrator had. */
export function mergeExtraction(
  values: JobOpeningFormValues,
  extracted: ExtractedJobOpening,
): JobOpeningFormValues {
  const pick = (found: string, current: string) => (found.trim() ? found.trim() : current);
  return {
    ...values,
    title: pick(extracted.title, values.title),
    company_name: pick(extracted.company_name, values.company_name),
    employment_type: isEmploymentType(extracted.employment_type)
      ? extracted.employment_type
      : values.employment_type,
    yoe: extracted.yoe === null ? values.yoe : String(extracted.yoe),
    location: pick(extracted.location, values.location),
    link: pick(extracted.link, values.link),
    skills:
      extracted.skills.length > 0
        ? [...new Set(extracted.skills.map((skill) => skill.trim().toLowerCase()).filter(Boolean))]
        : values.skills,
    // FAANG+ follows the company the extraction found; with no company found the box stays as it was.
    faang: extracted.company_name.trim() ? extracted.faang_level === 'yes' : values.faang,
  };
}
