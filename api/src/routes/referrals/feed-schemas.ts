import { z } from 'zod';
import { EMPLOYMENT_TYPES } from '../../db/schema/job-openings';
import { idParam, pageCursorQuery, pageSizeQuery, wholeNumberQuery } from '../../lib/schemas';
import { jobOpeningSchema } from './job-opening-schemas';

export const MAX_PAGE_SIZE = 50;
export const YOE_RANGE = { min: 0, max: 15 } as const;

const commaList = (what: string) =>
  z
    .string()
    .max(2000, { error: `The ${what} filter is too long.` })
    .optional()
    .transform((value) =>
      [
        ...new Set(
          (value ?? '')
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean),
        ),
      ].slice(0, 50),
    )
    .refine((items) => items.every((item) => item.length <= 100), {
      error: `Each ${what} value must be at most 100 characters.`,
    });

const yoeBound = (name: string) => wholeNumberQuery(name, YOE_RANGE.min, YOE_RANGE.max).optional();

const booleanText = z.enum(['true', 'false', '1', '0', ''], {
  error: "latest must be 'true' or 'false'.",
});

export const feedQuery = z
  .object({
    user_id: z.string().max(100).optional(),
    page: pageCursorQuery(200, 'use a page number or the next_page value.'),
    page_size: pageSizeQuery(10, MAX_PAGE_SIZE),
    employment_type: commaList('employment type').refine(
      (types) => types.every((type) => (EMPLOYMENT_TYPES as readonly string[]).includes(type)),
      { error: `employment_type must list only ${EMPLOYMENT_TYPES.join(', ')}.` },
    ),
    locations: commaList('location'),
    companies: commaList('company'),
    min_yoe: yoeBound('min_yoe'),
    max_yoe: yoeBound('max_yoe'),
    latest: booleanText.optional(),
    faang_level: z.enum(['yes', 'no', ''], { error: "faang_level must be 'yes' or 'no'." }).optional(),
    q: z.string().max(200, { error: 'The search text must be at most 200 characters.' }).optional(),
    // Issue 15: only the openings that fit the signed-in user's saved preferences; ignored for visitors.
    matches: z.enum(['yes', 'no', ''], { error: "matches must be 'yes' or 'no'." }).optional(),
  })
  .refine((query) => (query.min_yoe ?? 0) <= (query.max_yoe ?? YOE_RANGE.max), {
    error: 'min_yoe must not be greater than max_yoe.',
  });

/** Feed items for a signed-in reader also say whether the opening fits their preferences and is saved. */
export const feedItemSchema = jobOpeningSchema.extend({
  matches_preferences: z.boolean().optional(),
  saved: z.boolean().optional(),
});

export const feedResponse = z.object({
  data: z.object({
    results: z.array(feedItemSchema),
    current_page: z.number(),
    next_page: z.string().optional(),
  }),
});

export const jobOpeningQuery = z.object({
  job_id: idParam('job'),
  user_id: z.string().max(100).optional(),
});

export const jobIdParams = z.object({ id: idParam('job') });

const countFlag = z.union([z.literal(1), z.literal(true)], {
  error: 'Send 1 to count one view or one share.',
});

export const incrementCountBody = z
  .object({ view_count: countFlag.optional(), share_count: countFlag.optional() })
  .refine((body) => (body.view_count === undefined) !== (body.share_count === undefined), {
    error: 'Send either view_count or share_count.',
  });
