import { SUBSCRIPTION_MESSAGES, emailAddress } from 'shared-api/validation';
import { z } from 'zod';

export interface SubscriptionFormValues {
  email: string;
  start_date: string;
  end_date: string;
}

export const EMPTY_SUBSCRIPTION: SubscriptionFormValues = { email: '', start_date: '', end_date: '' };

/**
 * docs/PRODUCT.md#validation-subscription: e-mail, start and end date are mandatory, in the API's words
 * (shared-api/validation), so the administrator reads one wording whichever side refuses. The order of the
 * dates is checked as soon as both are there, whatever the e-mail's state.
 */
export const subscriptionSchema = z
  .object({
    email: z.string().trim().min(1, { error: SUBSCRIPTION_MESSAGES.email }).pipe(emailAddress),
    start_date: z.string().min(1, { error: SUBSCRIPTION_MESSAGES.start_date }),
    end_date: z.string().min(1, { error: SUBSCRIPTION_MESSAGES.end_date }),
  })
  // ISO dates (YYYY-MM-DD) order as text.
  .refine((values) => values.end_date >= values.start_date, {
    error: SUBSCRIPTION_MESSAGES.order,
    path: ['end_date'],
    when: ({ value }) => {
      const { start_date, end_date } = value as Partial<SubscriptionFormValues>;
      return Boolean(start_date && end_date);
    },
  });
