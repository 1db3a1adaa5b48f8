export type SubscriptionStatus = 'active' | 'upcoming' | 'expired' | 'cancelled';
export type SubscriptionStatusFilter = 'all' | SubscriptionStatus;

export interface Subscription {
  id: number;
  email: string;
  start_date: string;
  end_date: string;
  status: SubscriptionStatus;
  /** False while nobody has signed up with the e-mail: it applies once someone does. */
  has_account: boolean;
  cancelled_at: string | null;
  created_at: string;
}

export interface SubscriptionsPage {
  results: Subscription[];
  page: number;
  page_size: number;
  total: number;
}

export interface SubscriptionsFilter {
  status: SubscriptionStatusFilter;
  page: number;
}
