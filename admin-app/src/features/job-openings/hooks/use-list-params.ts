import { useSearchParams } from 'shared-router';
import type { JobOpeningStatus, ManagedJobOpeningsQuery, ManageSort } from '../types';

const SORTS: readonly ManageSort[] = ['newest', 'oldest', 'company'];
const STATUSES: readonly JobOpeningStatus[] = ['draft', 'published', 'reject'];
const MAX_PAGE = 10_000;

/**
 * A list's search, status, sort and page live in the URL, so a reload, the back button and a shared link
 * show the same page. Values a person typed into the address bar are read leniently: junk means the default.
 */
export function useListParams(fixedStatus?: JobOpeningStatus) {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort') as ManageSort | null;
  const statusParam = params.get('status') as JobOpeningStatus | null;
  const pageParam = Number(params.get('page'));
  const query: ManagedJobOpeningsQuery = {
    q: (params.get('q') ?? '').slice(0, 100),
    status: fixedStatus ?? (statusParam && STATUSES.includes(statusParam) ? statusParam : ''),
    sort: sortParam && SORTS.includes(sortParam) ? sortParam : 'newest',
    page: Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= MAX_PAGE ? pageParam : 1,
  };

  /** Changes some of the values; any change but the page itself starts again at page 1. */
  const update = (change: Partial<ManagedJobOpeningsQuery>) => {
    const next = { ...query, ...change, page: change.page ?? 1 };
    setParams(
      () => {
        const search = new URLSearchParams();
        if (next.q.trim()) search.set('q', next.q.trim());
        if (!fixedStatus && next.status) search.set('status', next.status);
        if (next.sort !== 'newest') search.set('sort', next.sort);
        if (next.page > 1) search.set('page', String(next.page));
        return search;
      },
      { replace: change.page === undefined },
    );
  };

  return { query, update };
}
