import { useState } from 'react';
import { Button } from 'shared-ui';
import { Dialog } from 'shared-ui/dialog';
import { describeRequestError } from '../../../lib/request-error';
import { useStartContestWindow } from '../api/start-contest-window';
import { windowLength, windowSize } from '../contest-time';
import type { Contest } from '../types';
import styles from './contests.module.css';

/** The Start button: starting is final, so it asks first, saying how long the window is. */
export function StartWindow({ contest, onStarted }: { contest: Contest; onStarted: () => void }) {
  const [asking, setAsking] = useState(false);
  const start = useStartContestWindow();
  const length = windowLength(contest.window_minutes);

  const confirm = () =>
    start.mutate(contest.id, {
      onSuccess: () => {
        setAsking(false);
        onStarted();
      },
      onError: () => setAsking(false),
    });

  return (
    <>
      <p className={styles.status}>The contest is open.</p>
      <p>
        Your window lasts {length} from the moment you press Start (or until midnight IST, whichever comes
        first). Start when you are ready to solve the problems.
      </p>
      {start.isError && (
        <p className={styles.failure} role="alert">
          {describeRequestError(start.error)}
        </p>
      )}
      <div>
        <Button size="lg" onClick={() => setAsking(true)}>
          Start
        </Button>
      </div>
      <Dialog
        open={asking}
        onOpenChange={(open) => (open || start.isPending ? undefined : setAsking(false))}
        title={`Start your ${windowSize(contest.window_minutes)} window?`}
        description={`Your window lasts ${length} and ends at midnight IST at the latest. Once started it cannot be paused or started again.`}
        footer={
          <div className={styles.dialogButtons}>
            <Button variant="secondary" disabled={start.isPending} onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button loading={start.isPending} onClick={confirm}>
              Start now
            </Button>
          </div>
        }
      />
    </>
  );
}
