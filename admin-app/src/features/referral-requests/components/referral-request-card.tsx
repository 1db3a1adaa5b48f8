import { Badge, Button, Card, type BadgeTone } from 'shared-ui';
import { keepFocusInList } from '../../../lib/keep-focus-in-list';
import { useDecideReferralRequest } from '../api/decide-referral-request';
import type { ReferralDecision, ReferralRequest } from '../types';
import styles from './referral-requests.module.css';

const submittedAt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const statusTone: Record<string, BadgeTone> = {
  pending: 'warning',
  referred: 'success',
  declined: 'neutral',
};
const statusLabel: Record<string, string> = {
  pending: 'Pending',
  referred: 'Referred',
  declined: 'Declined',
};

export function ReferralRequestCard({ request }: { request: ReferralRequest }) {
  const decide = useDecideReferralRequest();
  const headingId = `referral-request-${request.id}`;
  const opening = `${request.title} at ${request.company_name}`;

  const send = (status: ReferralDecision, from: Element) => {
    keepFocusInList(from);
    decide.mutate({ id: request.id, status });
  };

  return (
    <Card className={styles.card} role="article" aria-labelledby={headingId} tabIndex={-1} data-focus-item="">
      <div className={styles.heading}>
        <h2 id={headingId} className={styles.title}>
          <a href={request.job_link} target="_blank" rel="noreferrer noopener">
            {opening}
            <span className="visually-hidden"> (opens the hiring post in a new tab)</span>
          </a>
        </h2>
        <Badge tone={statusTone[request.status] ?? 'neutral'}>
          {statusLabel[request.status] ?? request.status}
        </Badge>
      </div>
      <dl className={styles.details}>
        <div>
          <dt>Job seeker</dt>
          <dd>
            <a href={`mailto:${request.user_email}`}>{request.user_email}</a>
          </dd>
        </div>
        <div>
          <dt>Resume</dt>
          <dd>
            <a href={request.resume_link} target="_blank" rel="noreferrer noopener">
              Open the resume<span className="visually-hidden"> of {request.user_email} (new tab)</span>
            </a>
          </dd>
        </div>
        <div>
          <dt>Submitted</dt>
          <dd>
            <time dateTime={request.created_at}>{submittedAt.format(new Date(request.created_at))}</time>
          </dd>
        </div>
      </dl>
      {request.notes && <p className={styles.notes}>{request.notes}</p>}
      {request.status === 'pending' && (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            disabled={decide.isPending}
            aria-label={`Decline ${request.user_email} for ${opening}`}
            onClick={(event) => send('declined', event.currentTarget)}
          >
            Decline
          </Button>
          <Button
            disabled={decide.isPending}
            aria-label={`Mark ${request.user_email} as referred for ${opening}`}
            onClick={(event) => send('referred', event.currentTarget)}
          >
            Mark as referred
          </Button>
        </div>
      )}
    </Card>
  );
}
