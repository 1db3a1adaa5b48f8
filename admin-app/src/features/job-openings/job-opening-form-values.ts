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

export type JobOpeningField = Exclude<keyof JobOpeningFormValues, 'faang'>;
export type JobOpeningErrors = Partial<Record<JobOpeningField, string>>;

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

/** SPEC §5, job opening form: the exact texts the administrator sees. */
export const JOB_OPENING_MESSAGES = {
  title: 'Job title is a mandatory field!',
  company_name: 'Company name is a mandatory field!',
  employment_type: 'Employment type is a mandatory field!',
  yoe: 'YOE is a mandatory field!',
  location: 'Job Location is a mandatory field!',
  link: 'Job Link is a mandatory field!',
  skills: 'At least one skill is needed!',
} as const satisfies Record<JobOpeningField, string>;

export const JOB_DESCRIPTION_MESSAGE = 'Job description is a mandatory for details extraction!';

// The same bounds the API enforces; 1234 is the value the feed shows blurred (masked).
const MAX_YOE = 1234;
const YOE_FORMAT_MESSAGE = 'YOE must be a whole number of years.';
const LINK_FORMAT_MESSAGE = 'The link must be a full http(s) address.';

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function isEmploymentType(value: string): value is EmploymentType {
  return (EMPLOYMENT_TYPES as readonly string[]).includes(value);
}

/** Every problem with the form, one message per field, in the order the fields appear. */
export function validateJobOpening(values: JobOpeningFormValues): JobOpeningErrors {
  const errors: JobOpeningErrors = {};
  if (!values.title.trim()) errors.title = JOB_OPENING_MESSAGES.title;
  if (!values.company_name.trim()) errors.company_name = JOB_OPENING_MESSAGES.company_name;
  if (!isEmploymentType(values.employment_type))
    errors.employment_type = JOB_OPENING_MESSAGES.employment_type;
  const yoe = values.yoe.trim();
  if (!yoe) errors.yoe = JOB_OPENING_MESSAGES.yoe;
  else if (!/^\d+$/.test(yoe) || Number(yoe) > MAX_YOE) errors.yoe = YOE_FORMAT_MESSAGE;
  if (!values.location.trim()) errors.location = JOB_OPENING_MESSAGES.location;
  const link = values.link.trim();
  if (!link) errors.link = JOB_OPENING_MESSAGES.link;
  else if (!isHttpUrl(link)) errors.link = LINK_FORMAT_MESSAGE;
  if (values.skills.length === 0) errors.skills = JOB_OPENING_MESSAGES.skills;
  return errors;
}

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

/** The request body; call only once `validateJobOpening` found nothing. */
export function toNewJobOpening(values: JobOpeningFormValues): NewJobOpening {
  if (!isEmploymentType(values.employment_type)) throw new Error('validate the form before sending it');
  return {
    title: values.title.trim(),
    company_name: values.company_name.trim(),
    employment_type: values.employment_type,
    yoe: Number(values.yoe.trim()),
    location: values.location.trim(),
    link: values.link.trim(),
    skills: values.skills,
    meta_data: { faang_level: values.faang ? 'yes' : 'no' },
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
