import { httpUrl, RESUME_LINK_MESSAGE } from 'shared-api/validation';
import { z } from 'zod';

/**
 * docs/PRODUCT.md#validation-apply: the resume link is mandatory and, as the API also wants, a full web
 * address.
 */
export const applyFormSchema = z.object({
  resume_link: httpUrl(RESUME_LINK_MESSAGE),
  notes: z.string().trim().max(2000),
  // Issue 32: keep the notes on the profile for the next request (the link always is).
  remember_notes: z.boolean(),
});

export const REMEMBER_NOTES_LABEL = 'Remember these notes for my next requests';
