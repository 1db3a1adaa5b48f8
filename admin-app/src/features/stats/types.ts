import type { ApiResponse } from 'shared-api';

/** Sign-ups per day, and payments per day with the rupees paid (`amount`). */
export type Stats = ApiResponse<'/referrals/stats'>;

/** One day's count; a payments day also carries its amount. */
export type DailyCount = Stats['user_sign_ups_per_day'][number];
export type DailyPayments = Stats['payments_per_day'][number];
