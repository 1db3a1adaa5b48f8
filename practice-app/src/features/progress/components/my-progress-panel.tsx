import { Link } from 'shared-router';
import { formatRating, ratingTone } from 'shared-ui';
import { useMyProgress } from '../api/get-progress';
import styles from './my-progress-panel.module.css';

const CATEGORY_LABELS = {
  dsa: 'DSA',
  'low-level-design': 'Low-level design',
  'machine-coding': 'Machine coding',
} as const;

const STATUS_TEXT = { pending: 'Waiting', running: 'Evaluating', failed: 'Not evaluated' } as const;

/**
 * The panel's rows while the figures load, hidden from assistive technology: on a phone the panel sits
 * above the filters and the list, and a one-line "Loading" that became the three rows pushed them down
 * (a layout shift of 0.13 on a 412 px phone).
 */
function LoadingRows() {
  return (
    <>
      <div aria-hidden="true" className={styles.placeholder}>
        <h3 className={styles.subheading}>Levels cleared</h3>
        <ul className={styles.categories}>
          {Object.values(CATEGORY_LABELS).map((label) => (
            <li key={label} className={styles.category}>
              <span>{label}</span>
              <span className={styles.count}>–</span>
              <progress className={styles.bar} max={1} value={0} />
            </li>
          ))}
        </ul>
        <h3 className={styles.subheading}>Last submissions</h3>
      </div>
      {/* As tall as the two lines of "No submissions yet…" that a new learner gets. */}
      <p className={`${styles.muted} ${styles.loadingRecent}`} role="status">
        Loading your progress…
      </p>
    </>
  );
}

/** docs/PRODUCT.md#progress: levels cleared per category and the last three submissions. */
export function MyProgressPanel() {
  const progress = useMyProgress();
  return (
    <section className={styles.panel} aria-labelledby="my-progress-heading">
      <h2 id="my-progress-heading" className={styles.heading}>
        My progress
      </h2>
      {progress.isError && <p className={styles.muted}>Your progress did not load.</p>}
      {progress.isPending && !progress.isError && <LoadingRows />}
      {progress.data && (
        <>
          <h3 className={styles.subheading}>Levels cleared</h3>
          <ul className={styles.categories} aria-label="Levels cleared by category">
            {progress.data.categories.map((row) => (
              <li key={row.category} className={styles.category}>
                <span>{CATEGORY_LABELS[row.category]}</span>
                <span className={styles.count}>
                  {row.levels_cleared} of {row.levels_total}
                </span>
                <progress
                  className={styles.bar}
                  max={Math.max(row.levels_total, 1)}
                  value={row.levels_cleared}
                  aria-label={`${CATEGORY_LABELS[row.category]}: ${row.levels_cleared} of ${row.levels_total} levels cleared`}
                />
              </li>
            ))}
          </ul>
          <h3 className={styles.subheading}>Last submissions</h3>
          {progress.data.recent_submissions.length === 0 ? (
            <p className={styles.muted}>No submissions yet. Pick a challenge and evaluate your code.</p>
          ) : (
            <ol className={styles.recent} aria-label="Last submissions">
              {progress.data.recent_submissions.map((submission) => (
                <li key={submission.id} className={styles.submission}>
                  <Link
                    className={styles.link}
                    to={`/practice/problem?id=${encodeURIComponent(submission.problem_id)}&option=result&level=${submission.level}`}
                  >
                    {submission.problem_title}
                  </Link>
                  <span className={styles.meta}>
                    Level {submission.level} ·{' '}
                    {submission.overall_rating === null ? (
                      (STATUS_TEXT[submission.status as keyof typeof STATUS_TEXT] ?? 'Not rated')
                    ) : (
                      <span className={styles[ratingTone(submission.overall_rating)]}>
                        {formatRating(submission.overall_rating)}/10
                      </span>
                    )}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
