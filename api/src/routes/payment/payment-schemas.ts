import { z } from 'zod';
import { emailSchema, optionalTrackingText } from '../../lib/schemas';

export const PAYMENT_SESSION_FAILED = 'Payment session could not be created. Please try after some time.';

export const createOrderBody = z.object({
  app_name: z.string().trim().max(100, { error: 'app_name must be at most 100 characters.' }).nullish(),
  user_id: z.string().max(100).nullish(),
  email: emailSchema.nullish(),
  amount: z.coerce
    .number({ error: 'Choose one of the credit packs: 86, 140 or 274 rupees.' })
    .int({ error: 'Choose one of the credit packs: 86, 140 or 274 rupees.' }),
  redirect_url: z
    .string({ error: 'redirect_url is required: the page to return to after paying.' })
    .trim()
    .min(1, { error: 'redirect_url is required: the page to return to after paying.' })
    .max(2000, { error: 'redirect_url must be at most 2000 characters.' }),
});

export const createOrderResponse = z.object({
  payment_session_id: z.string(),
  order_id: z.string(),
  provider: z.string(),
  checkout_url: z.string().optional(),
});

export const rechargeStatusQuery = z.object({
  payment_id: z
    .string({ error: 'payment_id is required.' })
    .trim()
    .min(1, { error: 'payment_id is required.' })
    .max(100, { error: 'payment_id is not valid.' }),
  user_id: z.string().max(100).optional(),
  email: z.string().max(254).optional(),
  event_id: optionalTrackingText,
  user_agent: optionalTrackingText,
  fbp: optionalTrackingText,
  fbc: optionalTrackingText,
});

export const rechargeStatusResponse = z.object({
  success: z.boolean(),
  coins_left: z.number(),
  message: z.string(),
});

export const checkoutParams = z.object({
  payment_session_id: z.string().max(200, { error: 'This payment session does not exist.' }),
});

export const checkoutBody = z.object({
  outcome: z.enum(['success', 'failure'], { error: "outcome must be 'success' or 'failure'." }),
});
