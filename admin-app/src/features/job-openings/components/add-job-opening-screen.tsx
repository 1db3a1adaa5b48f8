import { AdminPage } from '../../../components/admin-page';
import { JobOpeningForm } from './job-opening-form';

export default function AddJobOpeningScreen() {
  return (
    <AdminPage
      title="Add job opening"
      description="New openings are saved as drafts; they reach the feed once approved."
    >
      <JobOpeningForm />
    </AdminPage>
  );
}
