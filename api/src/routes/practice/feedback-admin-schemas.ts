import { z } from 'zod';

export const FEEDBACK_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

export const feedbackListQuery = z.object({
  page: z
    .string()
    .trim()
    .max(200, { error: 'The page is not valid: use 1 or the next_page value.' })
    .optional(),
  page_size: z.coerce
    .number({ error: `page_size must be a number from 1 to ${MAX_PAGE_SIZE}.` })
    .int({ error: `page_size must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
    .min(1, { error: `page_size must be a number from 1 to ${MAX_PAGE_SIZE}.` })
    .max(MAX_PAGE_SIZE, { error: `page_size must be a number from 1 to ${MAX_PAGE_SIZE}.` })
    .default(FEEDBACK_PAGE_SIZE),
});

export const feedbackListResponse = z.object({
  data: z.object({
    results: z.array(
      z.object({ id: z.number(), message: z.string(), user_email: z.string(), created_at: z.string() }),
    ),
    current_page: z.number(),
    next_page: z.string().optional(),
  }),
});
