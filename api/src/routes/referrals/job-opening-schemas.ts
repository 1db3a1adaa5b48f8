import { z } from 'zod';

export const jobOpeningSchema = z.object({
  id: z.number(),
  title: z.string(),
  company_name: z.string(),
  employment_type: z.string(),
  location: z.string(),
  yoe: z.number(),
  skills: z.array(z.string()),
  link: z.string().optional(),
  view_count: z.number(),
  share_count: z.number(),
  created_at: z.string(),
  meta_data: z.object({ faang_level: z.string(), status: z.string() }),
});
