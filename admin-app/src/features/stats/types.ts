export interface DailyCount {
  date: string;
  count: number;
}

export interface DailyPayments extends DailyCount {
  /** Rupees paid that day. */
  amount: number;
}

export interface Stats {
  total_sign_ups: number;
  user_sign_ups_per_day: DailyCount[];
  total_payments: number;
  payments_per_day: DailyPayments[];
  /** Referral code → number of sign-ups that came with it. */
  referral_stats: Record<string, number>;
}
