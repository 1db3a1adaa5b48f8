import { ErrorPanel, InfoPanel, SkeletonList } from 'shared-ui';
import { AdminPage } from '../../../components/admin-page';
import { useJobOpeningsByStatus } from '../api/get-job-openings-by-status';
import { DraftCard } from './draft-card';
import styles from './approve-job-opening-screen.module.css';

export default function ApproveJobOpeningScreen() {
  const drafts = useJobOpeningsByStatus('draft');
  const count = drafts.data?.job_opening.length;

  return (
    <AdminPage
      title="Approve job openings"
      description={
        count === undefined
          ? 'Drafts waiting for review.'
          : `${count} ${count === 1 ? 'draft' : 'drafts'} waiting for review.`
      }
    >
      {drafts.isPending ? (
        <SkeletonList count={3} label="Loading drafts" />
      ) : drafts.isError ? (
        <ErrorPanel
          title="The drafts did not load"
          message={drafts.error.message}
          onRetry={() => void drafts.refetch()}
        />
      ) : drafts.data.job_opening.length === 0 ? (
        <InfoPanel title="No drafts to review">
          New job openings appear here until they are approved or rejected.
        </InfoPanel>
      ) : (
        <div className={styles.list}>
          {drafts.data.job_opening.map((opening) => (
            <DraftCard key={opening.id} opening={opening} />
          ))}
        </div>
      )}
    </AdminPage>
  );
}
