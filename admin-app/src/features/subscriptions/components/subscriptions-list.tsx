import { useState } from 'react';
import { Badge, InfoPanel, SelectField, SkeletonList, type BadgeTone } from 'shared-ui';
import { useSubscriptions } from '../api/get-subscriptions';
import type { SubscriptionStatus, SubscriptionStatusFilter } from '../types';
import { SubscriptionActions } from './subscription-actions';
import styles from './create-subscription-screen.module.css';
import { DataTable } from '../../../components/data-table';
import { PageNav } from '../../../components/page-nav';
import { QueryStates } from '../../../components/query-states';

const STATUS_OPTIONS: Array<{ value: SubscriptionStatusFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'expired', label: 'Expired' },
  { value: 'cancelled', label: 'Cancelled' },
];

const STATUS_BADGE: Record<SubscriptionStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  upcoming: { label: 'Upcoming', tone: 'info' },
  expired: { label: 'Expired', tone: 'neutral' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
};

export function SubscriptionsList() {
  const [status, setStatus] = useState<SubscriptionStatusFilter>('all');
  const [page, setPage] = useState(1);
  const subscriptions = useSubscriptions({ status, page });

  const content = (
    <QueryStates
      query={subscriptions}
      loading={<SkeletonList count={3} label="Loading subscriptions" />}
      errorTitle="The subscriptions did not load"
      isEmpty={(data) => data.results.length === 0}
      empty={<InfoPanel title="No subscriptions">No subscription has this status.</InfoPanel>}
    >
      {(data) => {
        const { results, total, page_size } = data;
        return (
          <>
            <DataTable label="Subscriptions" nowrap>
              <caption className="visually-hidden">Subscriptions, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Start</th>
                  <th scope="col">End</th>
                  <th scope="col">Status</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {results.map((subscription) => (
                  <tr key={subscription.id}>
                    <th scope="row" className={styles.emailCell}>
                      {subscription.email}
                      {!subscription.has_account && (
                        <span className={styles.noAccount}>No account yet: applies at sign-up</span>
                      )}
                    </th>
                    <td>{subscription.start_date}</td>
                    <td>{subscription.end_date}</td>
                    <td>
                      <Badge tone={STATUS_BADGE[subscription.status].tone}>
                        {STATUS_BADGE[subscription.status].label}
                      </Badge>
                    </td>
                    <td>
                      <SubscriptionActions subscription={subscription} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
            <PageNav
              label="Pages of subscriptions"
              page={page}
              total={total}
              pageSize={page_size}
              noun="subscription"
              onPage={setPage}
            />
          </>
        );
      }}
    </QueryStates>
  );

  return (
    <section className={styles.list} aria-labelledby="subscriptions-heading">
      <div className={styles.listHeader}>
        <h2 id="subscriptions-heading" className={styles.heading}>
          Subscriptions
        </h2>
        <SelectField
          label="Show"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as SubscriptionStatusFilter);
            setPage(1);
          }}
        />
      </div>
      {content}
    </section>
  );
}
