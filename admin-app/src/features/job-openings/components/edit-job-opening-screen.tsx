import { useNavigate, useSearchParams } from 'shared-router';
import { ApiError } from 'shared-api';
import { ErrorPanel, InfoPanel, SkeletonList } from 'shared-ui';
import { AdminPage } from '../../../components/admin-page';
import { useJobOpening } from '../api/get-job-opening';
import { JobOpeningForm } from './job-opening-form';

const STATUS_NOTES: Record<string, string> = {
  published: 'This opening is published: saved changes show in the feed at once.',
  draft: 'This opening is a draft: it reaches the feed once approved.',
  reject: 'This opening was rejected: move it back to drafts from Manage job openings to publish it.',
};

function EditForm({ id }: { id: number }) {
  const opening = useJobOpening(id);
  const navigate = useNavigate();
  if (opening.isPending) return <SkeletonList count={1} label="Loading the job opening" />;
  if (opening.isError) {
    if (opening.error instanceof ApiError && opening.error.status === 404)
      return <InfoPanel title="This job opening does not exist">It may have been deleted.</InfoPanel>;
    return (
      <ErrorPanel
        title="The job opening did not load"
        message={opening.error.message}
        onRetry={() => void opening.refetch()}
      />
    );
  }
  const current = opening.data.job_opening;
  return (
    <>
      <p>{STATUS_NOTES[current.meta_data.status]}</p>
      {/* Keyed by id so that the form starts from this opening, not from a previous one's values. */}
      <JobOpeningForm key={current.id} opening={current} onSaved={() => navigate('/manage-job-openings')} />
    </>
  );
}

export default function EditJobOpeningScreen() {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  return (
    <AdminPage title="Edit job opening" description="The same fields as a new opening; its status stays.">
      {id === null ? (
        <InfoPanel title="No job opening chosen">Open one from Manage job openings.</InfoPanel>
      ) : (
        <EditForm id={id} />
      )}
    </AdminPage>
  );
}
