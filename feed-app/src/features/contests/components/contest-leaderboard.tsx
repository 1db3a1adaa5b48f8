import { useState } from 'react';
import { Badge, Button, ErrorPanel, InfoPanel, SkeletonList, formatRating } from 'shared-ui';
import { describeRequestError } from '../../../lib/request-error';
import { LEADERBOARD_PAGE_SIZE, useContestLeaderboard } from '../api/get-contest-leaderboard';
import { clock } from '../contest-time';
import styles from './contests.module.css';

/** The public leaderboard: refreshed every 10 s and on focus; a list of cards on phones. */
export function ContestLeaderboard({ contestId }: { contestId: string }) {
  const [offset, setOffset] = useState(0);
  const leaderboard = useContestLeaderboard(contestId, offset);

  let content;
  if (leaderboard.isPending) content = <SkeletonList count={3} label="Loading the leaderboard" />;
  else if (leaderboard.isError)
    content = (
      <ErrorPanel
        title="The leaderboard did not load"
        message={describeRequestError(leaderboard.error)}
        onRetry={() => void leaderboard.refetch()}
      />
    );
  else if (leaderboard.data.rows.length === 0)
    content = (
      <InfoPanel title="No one is on the leaderboard yet">
        Rankings appear here once participants submit.
      </InfoPanel>
    );
  else {
    const { rows, total, problem_count } = leaderboard.data;
    const last = Math.min(offset + rows.length, total);
    content = (
      <>
        <table className={styles.leaderboard}>
          <caption className="visually-hidden">Leaderboard, best first</caption>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Name</th>
              <th scope="col">Average rating</th>
              <th scope="col">Time taken</th>
              <th scope="col">Problems attempted</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.rank}-${row.display_name}`}>
                <td data-label="Rank" className={styles.rank}>
                  {row.rank}
                </td>
                <th scope="row" data-label="Name" className={styles.name}>
                  {row.display_name}
                  {row.invited && (
                    <>
                      {' '}
                      <Badge tone="success">Interview</Badge>
                    </>
                  )}
                </th>
                <td data-label="Average rating">{formatRating(row.average_rating)}/10</td>
                <td data-label="Time taken">
                  {row.time_taken_seconds === null ? 'Not yet' : clock(row.time_taken_seconds)}
                </td>
                <td data-label="Problems attempted">
                  {row.problems_attempted} of {problem_count}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {total > LEADERBOARD_PAGE_SIZE && (
          <nav className={styles.pager} aria-label="Pages of the leaderboard">
            <Button
              variant="secondary"
              size="sm"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - LEADERBOARD_PAGE_SIZE))}
            >
              Previous
            </Button>
            <span>
              {offset + 1}–{last} of {total}
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={last >= total}
              onClick={() => setOffset(offset + LEADERBOARD_PAGE_SIZE)}
            >
              Next
            </Button>
          </nav>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="contest-leaderboard">
      <h2 id="contest-leaderboard">Leaderboard</h2>
      <p className={styles.muted}>Updated live, every 10 seconds.</p>
      {content}
    </section>
  );
}
