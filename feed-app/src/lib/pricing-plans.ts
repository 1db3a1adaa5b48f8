import { queryOptions, useQuery } from 'shared-query';
import { api, dataOf, type ApiResponse } from 'shared-api';
import { enInRupees } from './en-in-text';

/** A credit pack as the API sells it (GET /v1/pricing), with the colour this page shows it in. */
export type PricingPlan = ApiResponse<'/pricing'>['plans'][number] & {
  /** The pack's accent colour; white text on it meets WCAG AA. */
  color: string;
};

/** Accent colours by position in the API's list; presentation only, the API decides the packs. */
export const PLAN_COLOURS = ['#0f7b6c', '#1f4fd1', '#7a2e98', '#a1410d'] as const;

export function getPricing(signal?: AbortSignal) {
  return dataOf(api.GET('/pricing', { signal }));
}

export function getPricingQueryOptions() {
  return queryOptions({
    queryKey: ['pricing'],
    queryFn: ({ signal }) => getPricing(signal),
    select: ({ plans }): PricingPlan[] =>
      plans.map((plan, index) => ({ ...plan, color: PLAN_COLOURS[index % PLAN_COLOURS.length] as string })),
    // Prices change with a deploy, not within a visit.
    staleTime: 10 * 60 * 1000,
  });
}

/**
 * The credit packs (docs/PRODUCT.md#credit-packs) as the server prices them; a payment is charged what the
 * server says.
 */
export function usePricingPlans() {
  return useQuery(getPricingQueryOptions());
}

/** '₹86' — payment amounts are shown in rupees. */
export const formatRupees = enInRupees;

/** What one referral costs in a pack, e.g. '₹2.87'. */
export function formatPricePerReferral(plan: Pick<PricingPlan, 'price' | 'credits'>): string {
  return `₹${(plan.price / plan.credits).toFixed(2)}`;
}
