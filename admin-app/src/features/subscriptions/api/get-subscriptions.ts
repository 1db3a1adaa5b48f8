import { keepPreviousData, queryOptions, useQuery } from 'shared-query';
import { api, dataOf } from 'shared-api';
import type { SubscriptionsFilter } from '../types';

export function getSubscriptions(filter: SubscriptionsFilter, signal?: AbortSignal) {
  return dataOf(
    api.GET('/referrals/subscriptions', {
      params: { query: { status: filter.status, page: filter.page } },
      signal,
    }),
  );
}

export function getSubscriptionsQueryOptions(filter: SubscriptionsFilter) {
  return queryOptions({
    queryKey: ['admin', 'subscriptions', filter] as const,
    queryFn: ({ signal }) => getSubscriptions(filter, signal),
  });
}

export function useSubscriptions(filter: SubscriptionsFilter) {
  return useQuery({ ...getSubscriptionsQueryOptions(filter), placeholderData: keepPreviousData });
}
