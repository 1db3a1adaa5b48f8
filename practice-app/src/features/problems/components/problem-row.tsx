import { Link } from 'shared-router';
import { Badge, formatRating, ratingTone } from 'shared-ui';
import type { ProblemSummary } from '../api/get-problems';
import styles from './problem-row.module.css';

const LEVELS = 3;

/** The learner's standing on the problem: levels cleared out of three and the best accepted rating. */
function ProblemProgress({ progress }: { progress: NonNullable<ProblemSummary['progress']> }) {
  const cleared = progress.highest_level_cleared;
  return (
    <p className={styles.progress} data-status={progress.status}>
      <span className={styles.levels}>
        {cleared === 0 ? 'No level cleared' : `Level ${cleared} of ${LEVELS} cleared`}
      </span>
      {progress.best_rating !== null && (
        <span className={styles.best}>
          Best{' '}
          <span
            className={styles[ratingTone(progress.best_rating)]}
            data-tone={ratingTone(progress.best_rating)}
          >
            {formatRating(progress.best_rating)}/10
          </span>
        </span>
      )}
    </p>
  );
}

/** One challenge: its title (the link that opens it), its tags and, signed in, the learner's progress. */
export function ProblemRow({ problem }: { problem: ProblemSummary }) {
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <Link className={styles.link} to={`/practice/problem?id=${encodeURIComponent(problem.id)}`}>
          {problem.title}
        </Link>
        {problem.progress && <ProblemProgress progress={problem.progress} />}
      </div>
      {problem.tags.length > 0 && (
        <ul className={styles.tags} aria-label={`Tags of ${problem.title}`}>
          {problem.tags.map((tag) => (
            <li key={tag}>
              <Badge tone="info">{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
