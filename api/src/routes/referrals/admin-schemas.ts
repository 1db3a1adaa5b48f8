import {
  JOB_DESCRIPTION_MESSAGE,
  JOB_OPENING_MESSAGES as JOB_MESSAGES,
  JOB_YOE_MESSAGES,
  MASKED_YOE,
  SUBSCRIPTION_MESSAGES,
} from 'shared-api/validation';
import { z } from 'zod';
import { EMPLOYMENT_TYPES, JOB_STATUSES } from '../../db/schema/job-openings';
import {
  emailSchema,
  httpUrl,
  idParam,
  pageSizeQuery,
  requiredText,
  wholeNumberQuery,
} from '../../lib/schemas';
import { jobOpeningSchema } from './job-opening-schemas';

const yoeField = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : value),
  z
    .number({ error: JOB_MESSAGES.yoe })
    .int({ error: JOB_YOE_MESSAGES.whole })
    .min(0, { error: JOB_YOE_MESSAGES.negative })
    .max(MASKED_YOE, { error: JOB_YOE_MESSAGES.tooLarge }),
);

const skillsField = z
  .array(
    z.string({ error: JOB_MESSAGES.skills }).max(60, { error: 'Each skill must be at most 60 characters.' }),
    {
      error: JOB_MESSAGES.skills,
    },
  )
  .max(40, { error: 'At most 40 skills.' })
  .transform((skills) => [...new Set(skills.map((skill) => skill.trim().toLowerCase()).filter(Boolean))])
  .refine((skills) => skills.length > 0, { error: JOB_MESSAGES.skills });

export const createJobOpeningBody = z.object({
  title: requiredText(JOB_MESSAGES.title, 200),
  company_name: requiredText(JOB_MESSAGES.company_name, 200),
  employment_type: z.enum(EMPLOYMENT_TYPES, { error: JOB_MESSAGES.employment_type }),
  yoe: yoeField,
  location: requiredText(JOB_MESSAGES.location, 200),
  link: z
    .string({ error: JOB_MESSAGES.link })
    .trim()
    .min(1, { error: JOB_MESSAGES.link })
    .pipe(httpUrl(JOB_MESSAGES.link)),
  skills: skillsField,
  meta_data: z
    .object({
      faang_level: z.enum(['yes', 'no'], { error: "faang_level must be 'yes' or 'no'." }).optional(),
    })
    .optional(),
});

/** Saving a link another opening already has is refused with 409 unless the operator confirms it. */
const allowDuplicateLinkField = z
  .boolean({ error: 'allow_duplicate_link must be true or false.' })
  .optional()
  .default(false);

export const saveJobOpeningBody = createJobOpeningBody.extend({
  allow_duplicate_link: allowDuplicateLinkField,
});

export const MANAGE_PAGE_SIZE = 20;
const MAX_MANAGE_PAGE_SIZE = 100;
const MAX_MANAGE_PAGE = 10_000;
export const MAX_SEARCH_LENGTH = 100;

export const manageJobOpeningsQuery = z.object({
  q: z
    .string()
    .trim()
    .max(MAX_SEARCH_LENGTH, { error: `The search must be at most ${MAX_SEARCH_LENGTH} characters.` })
    .optional()
    .transform((value) => (value ? value : undefined)),
  status: z.enum(JOB_STATUSES, { error: "status must be 'draft', 'published' or 'reject'." }).optional(),
  sort: z
    .enum(['newest', 'oldest', 'company'], { error: "sort must be 'newest', 'oldest' or 'company'." })
    .default('newest'),
  page: wholeNumberQuery('page', 1, MAX_MANAGE_PAGE).default(1),
  page_size: pageSizeQuery(MANAGE_PAGE_SIZE, MAX_MANAGE_PAGE_SIZE),
});

export const managedJobOpeningSchema = jobOpeningSchema.extend({ referral_request_count: z.number() });

export const manageJobOpeningsResponse = z.object({
  data: z.object({
    results: z.array(managedJobOpeningSchema),
    total: z.number(),
    current_page: z.number(),
    page_size: z.number(),
    total_pages: z.number(),
  }),
});

const MAX_BULK_IDS = 100;

export const bulkReviewBody = z.object({
  ids: z
    .array(idParam('job'), { error: 'Send ids: a list of job opening ids.' })
    .min(1, { error: 'Select at least one job opening.' })
    .max(MAX_BULK_IDS, { error: `At most ${MAX_BULK_IDS} job openings at once.` })
    .transform((ids) => [...new Set(ids)]),
  status: z.enum(['published', 'reject'], { error: "status must be 'published' or 'reject'." }),
});

/** Undo of a bulk review: the ids it changed and the status it gave them. */
export const undoBulkReviewBody = bulkReviewBody;

export const bulkReviewResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  updated: z.array(z.number()),
  skipped: z.array(z.number()),
});

export const openingReferralRequestsResponse = z.object({
  job_opening: jobOpeningSchema,
  referral_requests: z.array(
    z.object({
      id: z.number(),
      user_email: z.string(),
      resume_link: z.string(),
      notes: z.string(),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
});

export const extractDetailsBody = z.object({
  job_description: requiredText(JOB_DESCRIPTION_MESSAGE, 20_000),
});

export const extractedJobOpeningSchema = z.object({
  title: z.string(),
  company_name: z.string(),
  employment_type: z.string(),
  location: z.string(),
  yoe: z.number().nullable(),
  skills: z.array(z.string()),
  link: z.string(),
  /** 'yes' when the company is on the FAANG+ list (faang-plus.ts). */
  faang_level: z.enum(['yes', 'no']),
});

export const reviewJobOpeningBody = z
  .object({
    meta_data: z.object(
      {
        status: z
          .enum(JOB_STATUSES, { error: "status must be 'draft', 'published' or 'reject'." })
          .optional(),
        faang_level: z.enum(['yes', 'no'], { error: "faang_level must be 'yes' or 'no'." }).optional(),
      },
      { error: 'Send meta_data with a status or a faang_level.' },
    ),
  })
  .refine((body) => body.meta_data.status !== undefined || body.meta_data.faang_level !== undefined, {
    error: 'Send meta_data with a status or a faang_level.',
  });

export const statusQuery = z.object({
  status: z
    .enum(JOB_STATUSES, { error: "status must be 'draft', 'published' or 'reject'." })
    .default('draft'),
});

export const jobOpeningListResponse = z.object({
  job_opening: z.array(jobOpeningSchema),
  message: z.string().optional(),
});

const dateField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, {
      error: `${message.replace(/ is mandatory!$/, '')} must be a date (YYYY-MM-DD).`,
    })
    .transform((value) => value.slice(0, 10))
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
      error: 'The date does not exist.',
    });

export const subscriptionBody = z
  .object({
    email: z
      .string({ error: SUBSCRIPTION_MESSAGES.email })
      .trim()
      .min(1, { error: SUBSCRIPTION_MESSAGES.email })
      .pipe(emailSchema),
    start_date: dateField(SUBSCRIPTION_MESSAGES.start_date),
    end_date: dateField(SUBSCRIPTION_MESSAGES.end_date),
  })
  .refine((body) => body.end_date >= body.start_date, {
    error: SUBSCRIPTION_MESSAGES.order,
  });

export const statsQuery = z.object({
  days: wholeNumberQuery('days', 1, 366).default(30),
});

export const statsResponse = z.object({
  total_sign_ups: z.number(),
  user_sign_ups_per_day: z.array(z.object({ date: z.string(), count: z.number() })),
  total_payments: z.number(),
  payments_per_day: z.array(z.object({ date: z.string(), count: z.number(), amount: z.number() })),
  referral_stats: z.record(z.string(), z.number()),
});
