import { Link } from 'shared-router';
import { clock, istTime } from '../contest-time';
import type { Contest } from '../types';
import styles from './contests.module.css';

/** The problem page in the practice area, at the contest's level. */
export const contestProblemPath = (problemId: string, level: number) =>
  `/practice/problem?id=${encodeURIComponent(problemId)}&level=${level}`;

/** The running window: when it ends, a countdown, and the contest's problems. */
export function ContestWindow({ contest, endsAt, now }: { contest: Contest; endsAt: string; now: number }) {
  // Never more than the window itself, whatever a clock said.
  const secondsLeft = Math.min((Date.parse(endsAt) - now) / 1000, contest.window_minutes * 60);
  return (
    <>
      <p className={styles.status}>Your window is open until {istTime(endsAt)} IST.</p>
      <p className={styles.countdown}>
        Time left:{' '}
        <span role="timer" aria-label="Time left in your window">
          {clock(secondsLeft)}
        </span>
      </p>
      <p>Submissions you evaluate in your window count for the contest.</p>
      <h3>Contest problems</h3>
      <ul className={styles.problems}>
        {contest.problems.map((problem) => (
          <li key={`${problem.problem_id}-${problem.level}`}>
            <Link to={contestProblemPath(problem.problem_id, problem.level)}>
              {problem.title} (Level {problem.level})
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
