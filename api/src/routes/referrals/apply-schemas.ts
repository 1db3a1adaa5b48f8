import { RESUME_LINK_MESSAGE } from 'shared-api/validation';
import { z } from 'zod';
import { httpUrl, idParam } from '../../lib/schemas';

export const jobLinkBody = z.object({ user_id: z.string().max(100).nullish() }).nullish();

export const jobLinkResponse = z.object({ link: z.string().nullable(), recharge_needed: z.boolean() });

export const referralRequestBody = z.object({
  job_id: idParam('job'),
  user_id: z.string().max(100).nullish(),
  resume_link: z
    .string({ error: RESUME_LINK_MESSAGE })
    .trim()
    .min(1, { error: RESUME_LINK_MESSAGE })
    .pipe(httpUrl(RESUME_LINK_MESSAGE)),
  notes: z.string().trim().max(2000, { error: 'Notes must be at most 2000 characters.' }).nullish(),
  // Issue 32: keep the notes on the profile for the next request (the resume link always is).
  remember_notes: z.boolean({ error: 'remember_notes must be true or false.' }).optional(),
});

export const referralRequestSchema = z.object({
  id: z.number(),
  job_id: z.number(),
  title: z.string(),
  company_name: z.string(),
  resume_link: z.string(),
  notes: z.string(),
  status: z.string(),
  created_at: z.string(),
});

export const myReferralsResponse = z.object({
  unlocked_openings: z.array(
    z.object({
      job_id: z.number(),
      title: z.string(),
      company_name: z.string(),
      location: z.string(),
      employment_type: z.string(),
      link: z.string(),
      unlocked_at: z.string(),
    }),
  ),
  referral_requests: z.array(referralRequestSchema),
});
