import type { UseInfiniteQueryResult } from 'shared-query';
import { Button, ErrorPanel } from 'shared-ui';

type PagedQuery = Pick<
  UseInfiniteQueryResult,
  'error' | 'fetchNextPage' | 'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError'
>;

interface NextPageControlsProps {
  query: PagedQuery;
  /** Shown when the next page fails, e.g. "More submissions did not load". */
  errorTitle: string;
}

/**
 * Below a paged admin list: "Load more" while there is a next page, or, when loading it failed, the
 * error with a Retry that asks for that page again (the pages already shown stay).
 */
export function NextPageControls({ query, errorTitle }: NextPageControlsProps) {
  if (query.isFetchNextPageError)
    return (
      <ErrorPanel
        title={errorTitle}
        message={query.error?.message ?? ''}
        onRetry={() => void query.fetchNextPage()}
      />
    );
  if (!query.hasNextPage) return null;
  return (
    <div>
      <Button
        variant="secondary"
        loading={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        Load more
      </Button>
    </div>
  );
}
