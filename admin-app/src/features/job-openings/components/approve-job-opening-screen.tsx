import { useState } from 'react';
import { Button, CheckboxField, InfoPanel, SkeletonList } from 'shared-ui';
import { toast } from 'shared-ui/toast';
import { AdminPage } from '../../../components/admin-page';
import { QueryStates } from '../../../components/query-states';
import { FORM_FAILURE_MESSAGE } from '../../../lib/form-failure-message';
import { pageHeading } from '../../../lib/keep-focus-in-list';
import { useBulkReviewJobOpenings } from '../api/bulk-review-job-openings';
import { useManagedJobOpenings } from '../api/get-managed-job-openings';
import { useListParams } from '../hooks/use-list-params';
import { ConfirmDialog } from './confirm-dialog';
import { DraftCard } from './draft-card';
import { ListToolbar } from './list-toolbar';
import { Pager } from './pager';
import styles from './approve-job-opening-screen.module.css';
import toolbar from './list-toolbar.module.css';

type BulkAction = 'published' | 'reject';

const countOf = (count: number) => `${count} ${count === 1 ? 'job opening' : 'job openings'}`;

export default function ApproveJobOpeningScreen() {
  const { query, update } = useListParams('draft');
  const drafts = useManagedJobOpenings(query);
  const bulk = useBulkReviewJobOpenings();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState<BulkAction | null>(null);

  const results = drafts.data?.data.results ?? [];
  const total = drafts.data?.data.total;
  // Only drafts on screen count: a selection does not reach across pages or searches.
  const selectedIds = results.filter((opening) => selected.has(opening.id)).map((opening) => opening.id);
  const allSelected = results.length > 0 && selectedIds.length === results.length;

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const runBulk = () => {
    if (!confirming) return;
    bulk.mutate(
      { ids: selectedIds, status: confirming },
      {
        onSuccess: () => setSelected(new Set()),
        onError: () => toast.error(FORM_FAILURE_MESSAGE),
        onSettled: () => setConfirming(null),
      },
    );
  };

  const content = (
    <QueryStates
      query={drafts}
      loading={<SkeletonList count={3} label="Loading drafts" />}
      errorTitle="The drafts did not load"
      isEmpty={() => results.length === 0}
      empty={
        query.q ? (
          <InfoPanel title="No drafts match">Try another title or company, or clear the search.</InfoPanel>
        ) : (
          <InfoPanel title="No drafts to review">
            New job openings appear here until they are approved or rejected.
          </InfoPanel>
        )
      }
    >
      {(data) => (
        <>
          <div className={toolbar.selection}>
            <CheckboxField
              label="Select all on this page"
              checked={allSelected}
              onChange={(event) =>
                setSelected(new Set(event.target.checked ? results.map((opening) => opening.id) : []))
              }
            />
            <p aria-live="polite">{selectedIds.length} selected</p>
            <Button disabled={selectedIds.length === 0} onClick={() => setConfirming('published')}>
              Approve selected
            </Button>
            <Button
              variant="danger"
              disabled={selectedIds.length === 0}
              onClick={() => setConfirming('reject')}
            >
              Reject selected
            </Button>
          </div>
          <div className={styles.list} data-focus-list="">
            {results.map((opening) => (
              <DraftCard
                key={opening.id}
                opening={opening}
                selected={selected.has(opening.id)}
                onSelectedChange={(on) => toggle(opening.id, on)}
              />
            ))}
          </div>
          <Pager
            label="Draft pages"
            page={query.page}
            totalPages={data.data.total_pages}
            onPage={(page) => update({ page })}
          />
        </>
      )}
    </QueryStates>
  );

  return (
    <AdminPage
      title="Approve job openings"
      description={
        total === undefined
          ? 'Drafts waiting for review.'
          : `${total} ${total === 1 ? 'draft' : 'drafts'} waiting for review.`
      }
    >
      <ListToolbar
        search={query.q}
        sort={query.sort}
        onSearch={(q) => update({ q })}
        onSort={(sort) => update({ sort })}
      />
      {content}
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming === 'reject'
            ? `Reject ${countOf(selectedIds.length)}?`
            : `Approve ${countOf(selectedIds.length)}?`
        }
        description={
          confirming === 'reject'
            ? 'They stay out of the feed; you can move them back to drafts from Manage job openings.'
            : 'They appear in the feed at once; you can unpublish them from Manage job openings.'
        }
        confirmLabel={
          confirming === 'reject' ? `Reject ${selectedIds.length}` : `Approve ${selectedIds.length}`
        }
        variant={confirming === 'reject' ? 'danger' : 'primary'}
        pending={bulk.isPending}
        onConfirm={runBulk}
        onCancel={() => setConfirming(null)}
        // After a review the opener ("Approve selected") is disabled, the drafts it named gone: focus the
        // first draft left, else the heading, never the page body.
        focusFallback={() =>
          document.querySelector<HTMLElement>('[data-focus-list] [data-focus-item]') ?? pageHeading()
        }
      />
    </AdminPage>
  );
}
