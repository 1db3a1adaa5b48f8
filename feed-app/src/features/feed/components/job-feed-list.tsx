import { Suspense, useCallback } from 'react';
import { useSession } from 'shared-auth';
import { Button, ErrorPanel, InfoPanel, SkeletonList, useInfiniteScroll } from 'shared-ui';
import { describeRequestError } from '../../../lib/request-error';
import { JobCard } from '../../../components/job-card';
import { LazyApplyCostDialog, shareOpening, useApplyToOpening } from '../../job-opening';
import { useSaveOpening } from '../../saved-openings';
import { useStableCallback } from '../../../lib/use-stable-callback';
import { useJobOpenings, type FeedTab } from '../api/get-job-openings';
import type { FeedFilters } from '../filters';
import styles from './job-feed-list.module.css';

const shareById = (jobId: number) => void shareOpening(jobId);

// docs/PRODUCT.md#feed: ten skeleton cards while loading.
const SKELETON_COUNT = 10;

export interface JobFeedListProps {
  tab: FeedTab;
  filters: FeedFilters;
  search: string;
  filtersActive: boolean;
  onClearFilters: () => void;
}

/** One tab of the feed: pages of cards that keep coming while the user scrolls. */
export function JobFeedList({ tab, filters, search, filtersActive, onClearFilters }: JobFeedListProps) {
  const { userId } = useSession();
  const feed = useJobOpenings({ tab, filters, search, userId });
  const { apply, pendingJobId, costDialog } = useApplyToOpening();
  const { toggleSave, pendingJobId: savingJobId } = useSaveOpening();
  // Handlers of one identity, so that a card renders again only when its own opening changed.
  const onApply = useStableCallback(apply);
  const onToggleSave = useStableCallback(toggleSave);
  const openings = feed.data?.pages.flatMap((page) => page.data.results) ?? [];
  const { fetchNextPage } = feed;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  useInfiniteScroll({
    hasMore: feed.hasNextPage && !feed.isFetchNextPageError,
    isLoading: feed.isFetching,
    onLoadMore: loadMore,
    itemCount: openings.length,
  });

  if (feed.isPending) return <SkeletonList count={SKELETON_COUNT} label="Loading job openings" />;
  // A failed later page keeps the status 'error' but also the pages already shown.
  if (!feed.data) {
    return (
      <ErrorPanel
        title="Could not load job openings"
        message={describeRequestError(feed.error)}
        onRetry={() => void feed.refetch()}
      />
    );
  }
  if (openings.length === 0) {
    return (
      <InfoPanel title="No job openings found">
        <p>
          {filtersActive || search
            ? 'Nothing matches these filters and keywords yet.'
            : 'New openings are added every day. Check back soon.'}
        </p>
        {(filtersActive || search) && (
          <Button variant="secondary" onClick={onClearFilters}>
            Clear filters and search
          </Button>
        )}
      </InfoPanel>
    );
  }

  return (
    <div className={styles.list}>
      <ul className={styles.cards} aria-label="Job openings">
        {openings.map((job) => (
          <li key={job.id}>
            <JobCard
              job={job}
              onApply={onApply}
              onShare={shareById}
              applying={pendingJobId === job.id}
              onToggleSave={onToggleSave}
              saving={savingJobId === job.id}
            />
          </li>
        ))}
      </ul>
      {feed.isFetchingNextPage && <SkeletonList count={SKELETON_COUNT} label="Loading more job openings" />}
      {feed.isFetchNextPageError && (
        <ErrorPanel
          title="Could not load more job openings"
          message={describeRequestError(feed.error)}
          onRetry={() => void feed.fetchNextPage()}
        />
      )}
      {!feed.hasNextPage && <p className={styles.end}>You have seen every opening here.</p>}
      {costDialog.question && (
        <Suspense fallback={null}>
          {/* Only a signed-in Apply asks about the credit, after reading the balance: the dialog's code
              is fetched then (in parallel with that read), not while the feed hydrates. */}
          <LazyApplyCostDialog {...costDialog} />
        </Suspense>
      )}
    </div>
  );
}
