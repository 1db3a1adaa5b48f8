import { useRef } from 'react';
import { Link } from 'shared-router';
import { buttonClassName } from 'shared-ui';
import { signInPath } from 'shared-auth';
import { contestPhase } from '../contest-phase';
import { istDateTime, istTime, windowLength, windowSize } from '../contest-time';
import { useNow } from '../hooks/use-now';
import type { Contest } from '../types';
import { ContestWindow } from './contest-window';
import { RegisterForm } from './register-form';
import { StartWindow } from './start-window';
import styles from './contests.module.css';

export const CONTEST_PAGE_PATH = '/hiring-challenge';

/**
 * What the reader can do now: sign in, register, wait for the day, start, work in their window.
 * Rendered only in the browser (it depends on the clock, corrected by `clockOffset` to the API's); the heading is where focus goes after a
 * step replaced the control that had it.
 */
export function MyContest({ contest, clockOffset }: { contest: Contest; clockOffset: number }) {
  const deviceNow = useNow();
  const now = deviceNow === null ? null : deviceNow + clockOffset;
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = () => heading.current?.focus();
  const length = windowLength(contest.window_minutes);

  let content = null;
  if (now !== null) {
    const phase = contestPhase(contest, now);
    const me = contest.me;
    if (phase === 'over') {
      content = <p>The contest is over. The final standings are below.</p>;
    } else if (phase === 'registration-not-open') {
      content = (
        <>
          <p>Registration opens on {istDateTime(contest.registration_opens_at)}.</p>
          {!me && <SignInLink />}
        </>
      );
    } else if (phase === 'registration-closed') {
      content = <p>Registration closed on {istDateTime(contest.registration_closes_at)}.</p>;
    } else if (phase === 'registration-open') {
      content = me ? <RegisterForm contest={contest} onRegistered={focusHeading} /> : <SignInLink />;
    } else if (phase === 'registered') {
      content = (
        <>
          <p className={styles.status}>You are registered.</p>
          <p>
            On the contest day, press Start when you are ready: your {windowSize(contest.window_minutes)}{' '}
            window begins then and ends after {length} or at midnight IST, whichever comes first.
          </p>
        </>
      );
    } else if (phase === 'ready') {
      content = <StartWindow contest={contest} onStarted={focusHeading} />;
    } else if (phase === 'running' && me?.window_ends_at) {
      content = <ContestWindow contest={contest} endsAt={me.window_ends_at} now={now} />;
    } else if (me?.window_ends_at) {
      content = (
        <p>
          Your window ended at {istTime(me.window_ends_at)} IST. Your best submission for each problem counts;
          see the leaderboard below.
        </p>
      );
    }
  }

  return (
    <section aria-labelledby="my-contest" className={styles.panel}>
      <h2 id="my-contest" ref={heading} tabIndex={-1}>
        Take part
      </h2>
      {content}
    </section>
  );
}

function SignInLink() {
  return (
    <p>
      <Link className={buttonClassName({ size: 'lg' })} to={signInPath('login', CONTEST_PAGE_PATH)}>
        Sign in to register
      </Link>
    </p>
  );
}
