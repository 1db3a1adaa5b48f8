import { useState } from 'react';
import { Button, InfoPanel, SkeletonList } from 'shared-ui';
import { Dialog } from 'shared-ui/dialog';
import { toast } from 'shared-ui/toast';
import { DataTable } from '../../../components/data-table';
import { FormFailure } from '../../../components/form-failure';
import { QueryStates } from '../../../components/query-states';
import { useExportStandings } from '../api/export-standings';
import { useAdminContests } from '../api/get-admin-contests';
import { useInviteTopTen } from '../api/invite-top-ten';
import type { AdminContest } from '../types';
import styles from './contests.module.css';

const IST_OFFSET_MS = 330 * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** '15 Aug 2025, 09:00' in India time, whatever the operator's own zone. */
export function istShort(iso: string, withTime = true): string {
  const time = new Date(Date.parse(iso) + IST_OFFSET_MS);
  const day = `${time.getUTCDate()} ${MONTHS[time.getUTCMonth()]} ${time.getUTCFullYear()}`;
  if (!withTime) return day;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day}, ${pad(time.getUTCHours())}:${pad(time.getUTCMinutes())}`;
}

export const topTenMarkedMessage = (count: number) =>
  `${count} participant${count === 1 ? '' : 's'} marked for an interview.`;

export function ContestsList() {
  const contests = useAdminContests();
  const exportStandings = useExportStandings();
  const invite = useInviteTopTen();
  const [confirming, setConfirming] = useState<AdminContest | null>(null);

  const markTopTen = (contest: AdminContest) =>
    invite.mutate(contest.id, {
      onSuccess: (answer) => {
        setConfirming(null);
        toast.success(topTenMarkedMessage(answer.invited_count));
      },
      onError: () => setConfirming(null),
    });

  const content = (
    <QueryStates
      query={contests}
      loading={<SkeletonList count={2} label="Loading contests" />}
      errorTitle="The contests did not load"
      isEmpty={(data) => data.contests.length === 0}
      empty={<InfoPanel title="No contests yet">Create the first one below.</InfoPanel>}
    >
      {(data) => (
        <DataTable label="Contests">
          <caption className="visually-hidden">Contests</caption>
          <thead>
            <tr>
              <th scope="col">Contest</th>
              <th scope="col">Registration (IST)</th>
              <th scope="col">Participants</th>
            </tr>
          </thead>
          <tbody>
            {data.contests.map((contest) => (
              <tr key={contest.id}>
                <th scope="row">
                  <div className={styles.contestCell}>
                    <span className={styles.contestName}>{contest.name}</span>
                    <span className={styles.detail}>
                      {istShort(contest.starts_at, false)} · {contest.window_minutes}-minute window
                    </span>
                    <span className={styles.detail}>
                      {contest.problems
                        .map((problem) => `${problem.title} (level ${problem.level})`)
                        .join(', ')}
                    </span>
                    <div className={styles.actions}>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`Export standings (CSV) of ${contest.name}`}
                        loading={exportStandings.isPending && exportStandings.variables === contest.id}
                        onClick={() => exportStandings.mutate(contest.id)}
                      >
                        Export standings (CSV)
                      </Button>
                      <Button
                        size="sm"
                        aria-label={`Mark top 10 of ${contest.name}`}
                        onClick={() => setConfirming(contest)}
                      >
                        Mark top 10
                      </Button>
                    </div>
                  </div>
                </th>
                <td>
                  {istShort(contest.registration_opens_at)} to {istShort(contest.registration_closes_at)}
                </td>
                <td>{contest.participant_count}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </QueryStates>
  );

  return (
    <section className={styles.list} aria-labelledby="contests-heading">
      <h2 id="contests-heading" className={styles.heading}>
        All contests
      </h2>
      {content}
      {exportStandings.isError && <FormFailure error={exportStandings.error} />}
      {invite.isError && <FormFailure error={invite.error} />}
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => (open || invite.isPending ? undefined : setConfirming(null))}
        title="Mark the top 10 for an interview?"
        description={
          confirming
            ? `The 10 highest-ranked participants of ${confirming.name} (and anyone tied at 10th place) get the Interview badge on the public leaderboard. Nobody is unmarked later.`
            : undefined
        }
        footer={
          <div className={styles.dialogButtons}>
            <Button variant="secondary" disabled={invite.isPending} onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button loading={invite.isPending} onClick={() => confirming && markTopTen(confirming)}>
              Mark top 10
            </Button>
          </div>
        }
      />
    </section>
  );
}
