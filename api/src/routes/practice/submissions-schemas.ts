import { z } from 'zod';
import { evaluationSchema, queuePositionSchema, statusSchema } from './evaluation-schemas';
import {
  blankAsMissing,
  languageSchema,
  levelSchema,
  pageSchema,
  problemIdSchema,
  sessionUserId,
  uuidOf,
} from './practice-schemas';
import { pagedList, pageSizeQuery } from '../../lib/schemas';

export const SUBMISSIONS_PAGE_SIZE = 10;
export const MAX_SUBMISSIONS_PAGE_SIZE = 50;

export const submissionSchema = z.object({
  id: z.string(),
  problem_id: z.string(),
  user_id: z.string(),
  level: z.number(),
  language: z.string(),
  code: z.string(),
  created_at: z.string(),
  status: statusSchema,
  queue_position: queuePositionSchema,
  error: z.string().nullable(),
  evaluation: evaluationSchema.nullable(),
});

export const adminSubmissionSchema = submissionSchema.extend({
  submitted_by: z.string(),
  problem_title: z.string(),
});

export const latestSubmissionResponse = z.object({ submission: submissionSchema.nullable() });

const optionalFilter = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess(blankAsMissing, schema.optional());

export const ownSubmissionsQuery = z.object({
  page: pageSchema,
  page_size: pageSizeQuery(SUBMISSIONS_PAGE_SIZE, MAX_SUBMISSIONS_PAGE_SIZE),
  user_id: sessionUserId,
  problem_id: optionalFilter(problemIdSchema),
  level: optionalFilter(levelSchema),
  language: optionalFilter(languageSchema),
});

export const allSubmissionsQuery = ownSubmissionsQuery.extend({
  user_id: optionalFilter(uuidOf('user')),
  email: optionalFilter(
    z
      .string()
      .trim()
      .max(254, { error: 'The e-mail filter must be at most 254 characters.' })
      .pipe(z.email({ error: 'The e-mail filter is not a valid e-mail address.' })),
  ),
  problem_title: optionalFilter(
    z.string().trim().max(200, { error: 'The problem title filter must be at most 200 characters.' }),
  ),
});

export const ownSubmissionsResponse = pagedList(submissionSchema);
export const allSubmissionsResponse = pagedList(adminSubmissionSchema);
