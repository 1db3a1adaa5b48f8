import { Button, ErrorPanel, InfoPanel, SkeletonList } from 'shared-ui';
import { isPracticeLanguage, LANGUAGE_LABELS } from '../../../lib/languages';
import { useSubmissions } from '../api/get-submissions';
import type { ProblemLevelRef, Submission } from '../types';
import { evaluationProgressTitle } from './evaluation-progress';
import { RatingBadge } from './rating-badge';
import styles from './history-tab.module.css';

// Made when the first row is shown, not when the problem page's chunk is evaluated: the first Intl
// formatter of a page loads ICU on the main thread (docs/TEAM-CONTRACTS.md, "No Intl while hydrating").
let dateFormat: Intl.DateTimeFormat | null = null;

/** docs/PRODUCT.md#timestamps: timestamps are UTC and shown in the local format. */
function formatSubmittedAt(createdAt: string): string {
  const hasZone = /([zZ]|[+-]\d{2}:?\d{2})$/.test(createdAt);
  const date = new Date(hasZone ? createdAt : `${createdAt.replace(' ', 'T')}Z`);
  if (Number.isNaN(date.getTime())) return createdAt;
  dateFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return dateFormat.format(date);
}

function SubmissionRow({ submission }: { submission: Submission }) {
  const inProgress =
    !submission.evaluation && (submission.status === 'pending' || submission.status === 'running');
  return (
    <li className={styles.row}>
      <div className={styles.summary}>
        <time dateTime={submission.created_at}>{formatSubmittedAt(submission.created_at)}</time>
        <span>
          {isPracticeLanguage(submission.language)
            ? LANGUAGE_LABELS[submission.language]
            : submission.language}
        </span>
        {submission.evaluation ? (
          <span className={styles.rating}>
            Overall <RatingBadge rating={submission.evaluation.overall_rating} />
          </span>
        ) : (
          <span className={styles.muted}>
            {inProgress && submission.status === 'pending' && submission.queue_position
              ? evaluationProgressTitle(submission.status, submission.queue_position)
              : inProgress
                ? 'Being evaluated'
                : 'Not rated'}
          </span>
        )}
      </div>
      <details className={styles.details}>
        <summary>Show code</summary>
        <pre className={styles.code}>{submission.code}</pre>
      </details>
    </li>
  );
}

/** Every submission for this level, newest first, ten at a time. */
export function HistoryTab({ problemRef }: { problemRef: ProblemLevelRef }) {
  const submissions = useSubmissions(problemRef);

  if (!submissions.data) {
    if (submissions.isError) {
      return (
        <ErrorPanel
          title="Your submissions did not load"
          message={submissions.error.message}
          onRetry={() => void submissions.refetch()}
        />
      );
    }
    return <SkeletonList count={3} label="Loading your submissions" />;
  }
  const rows = submissions.data.pages.flatMap((page) => page.data.results);
  if (rows.length === 0) {
    return (
      <InfoPanel title="No Submission Found">
        No code was submitted yet for Level {problemRef.level}. Write your solution in the Code tab and press
        Evaluate.
      </InfoPanel>
    );
  }
  return (
    <section aria-label="Submission history" className={styles.history}>
      <ol className={styles.list}>
        {rows.map((submission) => (
          <SubmissionRow key={submission.id} submission={submission} />
        ))}
      </ol>
      {submissions.hasNextPage && (
        <Button
          variant="secondary"
          onClick={() => void submissions.fetchNextPage()}
          loading={submissions.isFetchingNextPage}
        >
          Show older submissions
        </Button>
      )}
      {submissions.isFetchNextPageError && (
        <p role="alert" className={styles.error}>
          Older submissions did not load. Try again.
        </p>
      )}
    </section>
  );
}
