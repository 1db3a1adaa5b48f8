import { useRef, useState } from 'react';
import { Link } from 'shared-router';
import {
  Badge,
  Button,
  buttonClassName,
  InfoPanel,
  SelectField,
  SkeletonList,
  type BadgeTone,
} from 'shared-ui';
import { toast } from 'shared-ui/toast';
import { AdminPage } from '../../../components/admin-page';
import { QueryStates } from '../../../components/query-states';
import { FORM_FAILURE_MESSAGE } from '../../../lib/form-failure-message';
import { keepFocusInList } from '../../../lib/keep-focus-in-list';
import { useChangeJobOpeningStatus } from '../api/change-job-opening-status';
import { useDeleteJobOpening } from '../api/delete-job-opening';
import { useManagedJobOpenings } from '../api/get-managed-job-openings';
import { useListParams } from '../hooks/use-list-params';
import type { JobOpeningStatus, ManagedJobOpening } from '../types';
import { ConfirmDialog } from './confirm-dialog';
import { ListToolbar } from './list-toolbar';
import { Pager } from './pager';
import { WhoAskedDialog } from './who-asked-dialog';
import styles from './manage-job-openings.module.css';

const addedAt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const STATUS_FILTERS: ReadonlyArray<{ value: JobOpeningStatus | ''; label: string }> = [
  { value: '', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
  { value: 'reject', label: 'Rejected' },
];
const STATUS_LABELS: Record<string, string> = { published: 'Published', draft: 'Draft', reject: 'Rejected' };
const STATUS_TONES: Record<string, BadgeTone> = { published: 'success', draft: 'warning', reject: 'neutral' };

/** The one status move offered per row: publish a draft, take a published one back, restore a rejected one. */
const STATUS_ACTIONS: Record<string, { label: string; to: JobOpeningStatus }> = {
  draft: { label: 'Approve', to: 'published' },
  published: { label: 'Unpublish', to: 'draft' },
  reject: { label: 'Move to drafts', to: 'draft' },
};

export default function ManageJobOpeningsScreen() {
  const { query, update } = useListParams();
  const openings = useManagedJobOpenings(query);
  const changeStatus = useChangeJobOpeningStatus();
  const remove = useDeleteJobOpening();
  const [deleting, setDeleting] = useState<ManagedJobOpening | null>(null);
  const [whoAsked, setWhoAsked] = useState<ManagedJobOpening | null>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);

  const moveStatus = (opening: ManagedJobOpening, to: JobOpeningStatus, from: Element) => {
    // The row leaves a list filtered by status, or its button changes: focus stays in the table.
    keepFocusInList(from, () => resultsHeadingRef.current);
    changeStatus.mutate(
      { id: opening.id, status: to },
      {
        onSuccess: (response) => toast.success(response.message),
        onError: () => toast.error(FORM_FAILURE_MESSAGE),
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (response) => {
        toast.success(response.message);
        setDeleting(null);
      },
      onError: () => {
        toast.error(FORM_FAILURE_MESSAGE);
        setDeleting(null);
      },
    });
  };

  const statusFilter = (
    <SelectField
      label="Status"
      value={query.status}
      options={STATUS_FILTERS}
      onChange={(event) => update({ status: event.target.value as JobOpeningStatus | '' })}
    />
  );

  const content = (
    <QueryStates
      query={openings}
      loading={<SkeletonList count={3} label="Loading job openings" />}
      errorTitle="The job openings did not load"
      isEmpty={(data) => data.data.results.length === 0}
      empty={
        <InfoPanel title="No job openings match">Try another title or company, or another status.</InfoPanel>
      }
    >
      {(data) => (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Opening</th>
                  <th scope="col">Status</th>
                  <th scope="col">Added</th>
                  <th scope="col">Referral requests</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody data-focus-list="">
                {data.data.results.map((opening) => {
                  const name = `${opening.title} at ${opening.company_name}`;
                  const action = STATUS_ACTIONS[opening.meta_data.status];
                  return (
                    <tr key={opening.id} tabIndex={-1} data-focus-item="" aria-label={name}>
                      <td data-label="Opening">
                        <span className={styles.openingTitle}>{opening.title}</span>
                        <span className={styles.muted}>
                          {opening.company_name} · {opening.location}
                        </span>
                      </td>
                      <td data-label="Status">
                        <Badge tone={STATUS_TONES[opening.meta_data.status] ?? 'neutral'}>
                          {STATUS_LABELS[opening.meta_data.status] ?? opening.meta_data.status}
                        </Badge>
                      </td>
                      <td data-label="Added">
                        <time dateTime={opening.created_at}>
                          {addedAt.format(new Date(opening.created_at))}
                        </time>
                      </td>
                      <td data-label="Referral requests">
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Who asked for a referral on ${name}: ${opening.referral_request_count}`}
                          onClick={() => setWhoAsked(opening)}
                        >
                          {opening.referral_request_count}{' '}
                          {opening.referral_request_count === 1 ? 'request' : 'requests'}
                        </Button>
                      </td>
                      <td data-label="Actions">
                        <div className={styles.rowActions}>
                          <Link
                            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                            to={`/edit-job-opening?id=${opening.id}`}
                            aria-label={`Edit ${name}`}
                          >
                            Edit
                          </Link>
                          {action && (
                            <Button
                              variant="secondary"
                              size="sm"
                              disabled={changeStatus.isPending}
                              aria-label={`${action.label} ${name}`}
                              onClick={(event) => moveStatus(opening, action.to, event.currentTarget)}
                            >
                              {action.label}
                            </Button>
                          )}
                          <Button
                            variant="danger"
                            size="sm"
                            aria-label={`Delete ${name}`}
                            onClick={() => setDeleting(opening)}
                          >
                            Delete
                          </Button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Pager
            label="Job opening pages"
            page={query.page}
            totalPages={data.data.total_pages}
            onPage={(page) => update({ page })}
          />
        </>
      )}
    </QueryStates>
  );

  const total = openings.data?.data.total;
  return (
    <AdminPage
      title="Manage job openings"
      description="Edit, unpublish or delete openings, and see who asked for a referral."
    >
      <ListToolbar
        search={query.q}
        sort={query.sort}
        onSearch={(q) => update({ q })}
        onSort={(sort) => update({ sort })}
      >
        {statusFilter}
      </ListToolbar>
      <h2 ref={resultsHeadingRef} tabIndex={-1} className={styles.resultsHeading} aria-live="polite">
        {total === undefined ? 'Job openings' : `${total} ${total === 1 ? 'job opening' : 'job openings'}`}
      </h2>
      {content}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this job opening?"
        description={
          deleting
            ? `${deleting.title} at ${deleting.company_name} leaves the feed and this list for good. Job seekers who unlocked it keep it under My referrals.`
            : ''
        }
        confirmLabel="Delete"
        variant="danger"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        // The row and its Delete button are gone after a delete: focus the list instead of the page body.
        focusFallback={() => resultsHeadingRef.current}
      />
      <WhoAskedDialog opening={whoAsked} onClose={() => setWhoAsked(null)} />
    </AdminPage>
  );
}
