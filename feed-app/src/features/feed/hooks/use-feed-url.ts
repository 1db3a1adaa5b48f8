import { useMemo } from 'react';
import { useSearchParams } from 'shared-router';
import {
  DEFAULT_FILTERS,
  SEARCH_PARAM,
  filtersFromParams,
  paramsWithFilters,
  type FeedFilters,
} from '../filters';

/** The feed's filters and search text live in the URL, so a filtered feed can be bookmarked and shared. */
export function useFeedUrl() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(searchParams), [searchParams]);
  const search = searchParams.get(SEARCH_PARAM) ?? '';

  const applyFilters = (next: FeedFilters) => setSearchParams((current) => paramsWithFilters(current, next));
  const applySearch = (text: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        const trimmed = text.trim();
        if (trimmed) next.set(SEARCH_PARAM, trimmed);
        else next.delete(SEARCH_PARAM);
        return next;
      },
      // Typing refines one search; it should not fill the history with every keystroke.
      { replace: true },
    );

  const clearFiltersAndSearch = () =>
    setSearchParams((current) => {
      const next = paramsWithFilters(current, DEFAULT_FILTERS);
      next.delete(SEARCH_PARAM);
      return next;
    });

  return { filters, search, applyFilters, applySearch, clearFiltersAndSearch };
}
