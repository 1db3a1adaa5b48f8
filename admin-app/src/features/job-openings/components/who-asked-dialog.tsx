import { Dialog } from 'shared-ui/dialog';
import { InfoPanel, Spinner } from 'shared-ui';
import { useOpeningReferralRequests } from '../api/get-opening-referral-requests';
import { useReturnFocus } from '../hooks/use-return-focus';
import type { ManagedJobOpening } from '../types';
import { QueryStates } from '../../../components/query-states';
import styles from './manage-job-openings.module.css';

const askedAt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  referred: 'Referred',
  declined: 'Declined',
};

interface WhoAskedDialogProps {
  opening: ManagedJobOpening | null;
  onClose: () => void;
}

/** The job seekers who asked for a referral on one opening: e-mail, resume and where the request stands. */
export function WhoAskedDialog({ opening, onClose }: WhoAskedDialogProps) {
  const requests = useOpeningReferralRequests(opening?.id ?? null);
  useReturnFocus(opening !== null);
  const body = (
    <QueryStates
      query={requests}
      loading={<Spinner label="Loading referral requests" />}
      errorTitle="The referral requests did not load"
      isEmpty={(data) => data.referral_requests.length === 0}
      empty={<InfoPanel title="Nobody has asked yet">Requests appear here once job seekers apply.</InfoPanel>}
    >
      {(data) => (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Job seeker</th>
                <th scope="col">Resume</th>
                <th scope="col">Status</th>
                <th scope="col">Asked</th>
              </tr>
            </thead>
            <tbody>
              {data.referral_requests.map((request) => (
                <tr key={request.id}>
                  <td>{request.user_email}</td>
                  <td>
                    <a href={request.resume_link} target="_blank" rel="noreferrer noopener">
                      Resume<span className="visually-hidden"> of {request.user_email} (new tab)</span>
                    </a>
                  </td>
                  <td>{STATUS_LABELS[request.status] ?? request.status}</td>
                  <td>
                    <time dateTime={request.created_at}>{askedAt.format(new Date(request.created_at))}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </QueryStates>
  );

  return (
    <Dialog
      open={opening !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Who asked for a referral"
      description={opening ? `${opening.title} at ${opening.company_name}` : undefined}
    >
      {opening && body}
    </Dialog>
  );
}
