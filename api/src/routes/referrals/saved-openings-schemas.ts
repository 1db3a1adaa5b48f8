import { z } from 'zod';
import { jobOpeningSchema } from './job-opening-schemas';

export const savedOpeningsQuery = z.object({ user_id: z.string().max(100).optional() });

export const saveStateResponse = z.object({ job_id: z.number(), saved: z.boolean() });

export const savedOpeningsResponse = z.object({
  saved_openings: z.array(jobOpeningSchema.extend({ saved_at: z.string() })),
});
