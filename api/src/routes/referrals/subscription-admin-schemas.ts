import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../../features/subscriptions/subscriptions-repository';
import { idParam, pageNumberQuery } from '../../lib/schemas';

export const SUBSCRIPTIONS_PAGE_SIZE = 20;

export const subscriptionIdParams = z.object({ id: idParam('subscription') });

export const subscriptionsQuery = z.object({
  status: z
    .enum(['all', ...SUBSCRIPTION_STATUSES], {
      error: 'status must be all, active, upcoming, expired or cancelled.',
    })
    .default('all'),
  email: z.string().trim().max(254, { error: 'email must be at most 254 characters.' }).optional(),
  page: pageNumberQuery,
});

export const subscriptionSchema = z.object({
  id: z.number(),
  email: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  has_account: z.boolean(),
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
});

export const subscriptionsResponse = z.object({
  results: z.array(subscriptionSchema),
  page: z.number(),
  page_size: z.number(),
  total: z.number(),
});

const END_DATE_MESSAGE = 'The new end date is mandatory (YYYY-MM-DD).';

export const extendSubscriptionBody = z.object(
  {
    end_date: z
      .string({ error: END_DATE_MESSAGE })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: END_DATE_MESSAGE })
      .refine(
        (value) => {
          const parsed = new Date(`${value}T00:00:00Z`);
          return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
        },
        { error: 'The date does not exist.' },
      ),
  },
  { error: END_DATE_MESSAGE },
);

export const createSubscriptionResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  warning: z.string().optional(),
});

export const changeSubscriptionResponse = z.object({ success: z.boolean(), message: z.string() });
