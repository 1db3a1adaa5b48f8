import { Link } from 'shared-router';
import { Badge } from 'shared-ui';
import type { ProblemSummary } from '../api/get-problems';
import styles from './problem-row.module.css';

/** One challenge: its title (the link that opens it) and its tags. */
export function ProblemRow({ problem }: { problem: ProblemSummary }) {
  return (
    <li className={styles.row}>
      <Link className={styles.link} to={`/practice/problem?id=${encodeURIComponent(problem.id)}`}>
        {problem.title}
      </Link>
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
