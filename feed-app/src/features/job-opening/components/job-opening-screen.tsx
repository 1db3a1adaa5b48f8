import { Link, useSearchParams } from 'shared-router';
import { useSession } from 'shared-auth';
import { ErrorPanel, NotFoundScreen, PageTitle, SkeletonCard, buttonClassName } from 'shared-ui';
import { describeRequestError, isNotFound, isRetryable } from '../../../lib/request-error';
import { useJobOpening } from '../api/get-job-opening';
import { ApplyCostDialog } from './apply-cost-dialog';
import { useApplyToOpening } from '../hooks/use-apply-to-opening';
import { shareOpening } from '../share-opening';
import { JobCard } from '../../../components/job-card';
import styles from './job-opening-screen.module.css';

function parseJobId(raw: string | null): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** /job-opening?id=: the shareable page of one opening, readable without an account. */
export default function JobOpeningScreen() {
  const [searchParams] = useSearchParams();
  const jobId = parseJobId(searchParams.get('id'));
  const { userId } = useSession();
  const opening = useJobOpening(jobId ?? 0, userId);
  const { apply, pendingJobId, costDialog } = useApplyToOpening();

  // An id that never existed (or an opening no longer published) is a page that does not exist.
  if (opening.isError && isNotFound(opening.error)) return <NotFoundScreen />;

  return (
    <section className={styles.screen} aria-labelledby="job-opening-title">
      <PageTitle
        title={opening.data ? `${opening.data.title} at ${opening.data.company_name}` : 'Job opening'}
      />
      <h1 id="job-opening-title" className={styles.title}>
        Job opening
      </h1>
      {jobId === null ? (
        <ErrorPanel
          title="This link is incomplete"
          message="It does not name a job opening. Browse the feed instead."
        />
      ) : opening.isPending ? (
        <div role="status" aria-label="Loading the job opening">
          <SkeletonCard />
        </div>
      ) : opening.isError ? (
        <ErrorPanel
          title="Could not show this job opening"
          message={describeRequestError(opening.error)}
          onRetry={isRetryable(opening.error) ? () => void opening.refetch() : undefined}
        />
      ) : (
        <JobCard
          job={opening.data}
          onApply={apply}
          onShare={(id) => void shareOpening(id)}
          applying={pendingJobId === opening.data.id}
        />
      )}
      <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
        View More
      </Link>
      <ApplyCostDialog {...costDialog} />
    </section>
  );
}
