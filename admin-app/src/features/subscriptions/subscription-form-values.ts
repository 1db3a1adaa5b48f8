export interface SubscriptionFormValues {
  email: string;
  start_date: string;
  end_date: string;
}

export type SubscriptionErrors = Partial<Record<keyof SubscriptionFormValues, string>>;

export const EMPTY_SUBSCRIPTION: SubscriptionFormValues = { email: '', start_date: '', end_date: '' };

// The same texts the API answers with, so the administrator reads one wording whichever side refuses.
export const SUBSCRIPTION_MESSAGES = {
  email: 'Email is mandatory!',
  emailFormat: 'Please enter a valid email address',
  start_date: 'Start date is mandatory!',
  end_date: 'End date is mandatory!',
  order: 'The end date must not be before the start date.',
} as const;

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateSubscription(values: SubscriptionFormValues): SubscriptionErrors {
  const errors: SubscriptionErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = SUBSCRIPTION_MESSAGES.email;
  else if (!SIMPLE_EMAIL.test(email)) errors.email = SUBSCRIPTION_MESSAGES.emailFormat;
  if (!values.start_date) errors.start_date = SUBSCRIPTION_MESSAGES.start_date;
  if (!values.end_date) errors.end_date = SUBSCRIPTION_MESSAGES.end_date;
  // ISO dates (YYYY-MM-DD) order as text.
  else if (values.start_date && values.end_date < values.start_date)
    errors.end_date = SUBSCRIPTION_MESSAGES.order;
  return errors;
}
