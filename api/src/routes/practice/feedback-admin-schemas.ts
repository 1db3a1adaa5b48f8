import { z } from 'zod';
import { pageCursorQuery, pagedList, pageSizeQuery } from '../../lib/schemas';

export const FEEDBACK_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

export const feedbackListQuery = z.object({
  page: pageCursorQuery(200, 'use 1 or the next_page value.'),
  page_size: pageSizeQuery(FEEDBACK_PAGE_SIZE, MAX_PAGE_SIZE),
});

export const feedbackListResponse = pagedList(
  z.object({ id: z.number(), message: z.string(), user_email: z.string(), created_at: z.string() }),
);
