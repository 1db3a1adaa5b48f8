import { Link } from 'shared-router';
import { Badge, Card, ErrorPanel, InfoPanel, SkeletonList, buttonClassName, type BadgeTone } from 'shared-ui';
import { describeRequestError } from '../../../lib/request-error';
import { RequireSignIn } from '../../../lib/require-sign-in';
import { SavedOpeningsSection } from './saved-openings-section';
import { useMyReferrals, type SentReferralRequest, type UnlockedOpening } from '../api/get-my-referrals';
import styles from './my-referrals-screen.module.css';

// One formatter for the page: `toLocaleString` with options builds a new Intl.DateTimeFormat on
// every call (a few ms each at a phone's speed, per row).
let dateFormat: Intl.DateTimeFormat | null = null;

function shownDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  dateFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return dateFormat.format(date);
}

const STATUS_TONE: Record<string, BadgeTone> = { pending: 'info', referred: 'success', declined: 'danger' };

function UnlockedList({
  openings,
  requestedJobIds,
}: {
  openings: UnlockedOpening[];
  requestedJobIds: Set<number>;
}) {
  if (openings.length === 0) {
    return (
      <InfoPanel title="No unlocked openings yet">
        <p>
          Press Apply on an opening in the <Link to="/">feed</Link> to unlock it.
        </p>
      </InfoPanel>
    );
  }
  return (
    <ul className={styles.list}>
      {openings.map((opening) => (
        <li key={opening.job_id}>
          <Card className={styles.item}>
            <h3 className={styles.itemTitle}>{opening.title}</h3>
            <p className={styles.itemMeta}>
              {opening.company_name} · {opening.employment_type} · {opening.location}
            </p>
            <p className={styles.itemMeta}>Unlocked {shownDate(opening.unlocked_at)}</p>
            <div className={styles.actions}>
              <a
                href={opening.link}
                target="_blank"
                rel="noreferrer noopener"
                className={buttonClassName({ variant: 'secondary', size: 'sm' })}
              >
                Open the posting
                <span className="visually-hidden"> for {opening.title} (opens in a new tab)</span>
              </a>
              {!requestedJobIds.has(opening.job_id) && (
                <Link to={`/apply?id=${opening.job_id}`} className={buttonClassName({ size: 'sm' })}>
                  Ask for a referral<span className="visually-hidden"> for {opening.title}</span>
                </Link>
              )}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function RequestList({ requests }: { requests: SentReferralRequest[] }) {
  if (requests.length === 0) {
    return (
      <InfoPanel title="No referral requests yet">
        <p>Requests you send from an unlocked opening appear here.</p>
      </InfoPanel>
    );
  }
  return (
    <ul className={styles.list}>
      {requests.map((request) => (
        <li key={request.id}>
          <Card className={styles.item}>
            <div className={styles.itemTop}>
              <h3 className={styles.itemTitle}>{request.title}</h3>
              <Badge tone={STATUS_TONE[request.status] ?? 'neutral'}>{request.status}</Badge>
            </div>
            <p className={styles.itemMeta}>
              {request.company_name} · sent {shownDate(request.created_at)}
            </p>
            <p className={styles.itemMeta}>
              Resume:{' '}
              <a href={request.resume_link} target="_blank" rel="noreferrer noopener">
                {request.resume_link}
              </a>
            </p>
            {request.notes && <p className={styles.notes}>{request.notes}</p>}
          </Card>
        </li>
      ))}
    </ul>
  );
}

function MyReferralsContent() {
  const referrals = useMyReferrals();
  return (
    <section className={styles.screen} aria-labelledby="my-referrals-title">
      <h1 id="my-referrals-title" className={styles.title}>
        My referrals
      </h1>
      {referrals.isPending ? (
        <SkeletonList count={3} label="Loading your referrals" />
      ) : referrals.isError ? (
        <ErrorPanel
          title="Could not load your referrals"
          message={describeRequestError(referrals.error)}
          onRetry={() => void referrals.refetch()}
        />
      ) : (
        <>
          <section aria-labelledby="requests-heading" className={styles.group}>
            <h2 id="requests-heading" className={styles.groupTitle}>
              Referral requests
            </h2>
            <RequestList requests={referrals.data.referral_requests} />
          </section>
          <section aria-labelledby="unlocked-heading" className={styles.group}>
            <h2 id="unlocked-heading" className={styles.groupTitle}>
              Unlocked openings
            </h2>
            <UnlockedList
              openings={referrals.data.unlocked_openings}
              requestedJobIds={new Set(referrals.data.referral_requests.map((request) => request.job_id))}
            />
          </section>
        </>
      )}
      <SavedOpeningsSection />
    </section>
  );
}

/** /my-referrals: the openings this user unlocked and the requests sent, newest first. */
export default function MyReferralsScreen() {
  return (
    <RequireSignIn>
      <MyReferralsContent />
    </RequireSignIn>
  );
}
