import type { ApiQuery, ApiResponse } from 'shared-api';

export type SubscriptionsPage = ApiResponse<'/referrals/subscriptions'>;
/** `has_account` is false while nobody has signed up with the e-mail: it applies once someone does. */
export type Subscription = SubscriptionsPage['results'][number];
export type SubscriptionStatus = Subscription['status'];
export type SubscriptionStatusFilter = NonNullable<
  NonNullable<ApiQuery<'/referrals/subscriptions'>>['status']
>;

export interface SubscriptionsFilter {
  status: SubscriptionStatusFilter;
  page: number;
}
