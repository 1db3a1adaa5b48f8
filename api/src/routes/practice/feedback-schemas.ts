import { FEEDBACK_MESSAGE } from 'shared-api/validation';
import { z } from 'zod';

export const feedbackBody = z.object({
  message: z
    .string({ error: FEEDBACK_MESSAGE })
    .trim()
    .min(1, { error: FEEDBACK_MESSAGE })
    .max(5000, { error: 'Feedback must be at most 5000 characters.' }),
});

export const feedbackResponse = z.object({ success: z.boolean(), message: z.string() });
