import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import { useSession } from 'shared-auth';
import { Button, ErrorPanel, InfoPanel, SkeletonList, useInfiniteScroll } from 'shared-ui';
import { FeedbackButton } from '../../../components/feedback/feedback-button';
import { MyProgressPanel } from '../../progress';
import { useProblems, type ProblemSummary } from '../api/get-problems';
import { useProblemFilters } from '../hooks/use-problem-filters';
import { ProblemFilterBar } from './problem-filters';
import { ProblemRow } from './problem-row';
import styles from './problems-screen.module.css';

export const MOBILE_NOTICE = 'Mobile access is not supported';

/** Memoized: the urgent render that precedes a deferred one passes the same rows and skips this. */
const ProblemRows = memo(function ProblemRows({ rows }: { rows: ProblemSummary[] }) {
  return (
    <ul className={styles.list} aria-label="Challenges">
      {rows.map((problem) => (
        <ProblemRow key={problem.id} problem={problem} />
      ))}
    </ul>
  );
});

function ProblemList() {
  const { filters, clearFilters } = useProblemFilters();
  const problems = useProblems(filters);
  // A query's new data is rendered by React in one blocking task (a store update): the first
  // page's rows, arriving right after hydration, were a long task of /practice's load (issue 12,
  // TBT). Deferred, the rows render in interruptible slices; until they are on screen the list
  // reads as still loading, so no "Show more" flashes above rows that are not there yet.
  const pages = useDeferredValue(problems.data?.pages);
  const renderingNewRows = pages !== problems.data?.pages;
  const rows = useMemo(() => pages?.flatMap((page) => page.data.results) ?? [], [pages]);
  const loadingMore = problems.isFetchingNextPage || renderingNewRows;
  const { fetchNextPage } = problems;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  useInfiniteScroll({
    hasMore: problems.hasNextPage,
    isLoading: problems.isFetching || renderingNewRows,
    onLoadMore: loadMore,
    itemCount: rows.length,
  });

  if (!pages) {
    if (problems.isError && !problems.data) {
      return (
        <ErrorPanel
          title="The challenges did not load"
          message={problems.error.message}
          onRetry={() => void problems.refetch()}
        />
      );
    }
    // As many cards as a first screen shows (3 on a 360 × 740 phone, 5 on a 1440 × 900 laptop):
    // the page is prerendered with this skeleton, and swapping it for the rows removes every
    // node of it in one task, which Lighthouse's trace makes costly (a stack per removed node).
    return <SkeletonList count={5} label="Loading the challenges" />;
  }
  if (rows.length === 0) {
    if (Object.keys(filters).length > 0) {
      return (
        <InfoPanel title="No challenges match these filters">
          <Button variant="secondary" onClick={clearFilters}>
            Clear filters
          </Button>
        </InfoPanel>
      );
    }
    return <InfoPanel title="No challenges yet">New problems are on their way. Check back soon.</InfoPanel>;
  }
  return (
    <>
      <ProblemRows rows={rows} />
      {loadingMore && <SkeletonList count={2} label="Loading more challenges" />}
      {problems.isFetchNextPageError && (
        <ErrorPanel title="More challenges did not load" onRetry={() => void problems.fetchNextPage()} />
      )}
      {problems.hasNextPage && !loadingMore && !problems.isFetchNextPageError && (
        // Infinite scroll does the work; the button is for keyboards and screen readers.
        <Button variant="ghost" onClick={() => void problems.fetchNextPage()}>
          Show more challenges
        </Button>
      )}
    </>
  );
}

/** /practice: the challenge list. */
export default function ProblemsScreen() {
  const { isLoggedIn } = useSession();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Coding challenges</h1>
          <p className={styles.lead}>
            Three levels per problem. Reach an overall rating of 7 to open the next level.
          </p>
        </div>
        <FeedbackButton />
      </header>
      <p className={styles.mobileNotice} role="note">
        {MOBILE_NOTICE}
      </p>
      {isLoggedIn && (
        <div className={styles.progressPanel}>
          <MyProgressPanel />
        </div>
      )}
      <ProblemFilterBar withStatus={isLoggedIn} />
      <ProblemList />
    </div>
  );
}
