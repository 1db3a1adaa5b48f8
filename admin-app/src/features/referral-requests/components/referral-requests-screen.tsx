import { useSearchParams } from 'shared-router';
import { InfoPanel, SelectField, SkeletonList } from 'shared-ui';
import { AdminPage } from '../../../components/admin-page';
import { NextPageControls } from '../../../components/next-page-controls';
import { QueryStates } from '../../../components/query-states';
import { useReferralRequests } from '../api/get-referral-requests';
import { REFERRAL_STATUSES, type ReferralStatusFilter } from '../types';
import { ReferralRequestCard } from './referral-request-card';
import styles from './referral-requests.module.css';

const DEFAULT_FILTER: ReferralStatusFilter = 'pending';
const FILTERS: ReadonlyArray<{ value: ReferralStatusFilter; label: string }> = [
  { value: 'pending', label: 'Pending' },
  { value: 'referred', label: 'Referred' },
  { value: 'declined', label: 'Declined' },
  { value: 'all', label: 'All' },
];

function filterFrom(value: string | null): ReferralStatusFilter {
  if (value === 'all') return 'all';
  return (REFERRAL_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as ReferralStatusFilter)
    : DEFAULT_FILTER;
}

const emptyTitles: Record<ReferralStatusFilter, string> = {
  pending: 'No pending referral requests',
  referred: 'No referred requests yet',
  declined: 'No declined requests',
  all: 'No referral requests yet',
};

export default function ReferralRequestsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = filterFrom(searchParams.get('status'));
  const requests = useReferralRequests(status);
  const rows = requests.data?.pages.flatMap((page) => page.data.results) ?? [];

  const filter = (
    <SelectField
      label="Status"
      value={status}
      options={FILTERS}
      onChange={(event) =>
        setSearchParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (event.target.value === DEFAULT_FILTER) next.delete('status');
            else next.set('status', event.target.value);
            return next;
          },
          { replace: true },
        )
      }
    />
  );

  const content = (
    <QueryStates
      query={requests}
      loading={<SkeletonList count={3} label="Loading referral requests" />}
      errorTitle="The referral requests did not load"
      keepLoadedOnError
      isEmpty={() => rows.length === 0}
      empty={
        <InfoPanel title={emptyTitles[status]}>
          Job seekers' requests appear here after they apply for a referral.
        </InfoPanel>
      }
    >
      {() => (
        <>
          <div className={styles.list} data-focus-list="">
            {rows.map((request) => (
              <ReferralRequestCard key={request.id} request={request} />
            ))}
          </div>
          <NextPageControls query={requests} errorTitle="More requests did not load" />
        </>
      )}
    </QueryStates>
  );

  return (
    <AdminPage
      title="Referral requests"
      description="Refer or decline each request; the job seeker is told by e-mail."
      actions={filter}
    >
      {content}
    </AdminPage>
  );
}
