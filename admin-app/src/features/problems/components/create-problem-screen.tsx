import { Link } from 'shared-router';
import { AdminPage } from '../../../components/admin-page';
import { ProblemForm } from './problem-form';

export default function CreateProblemScreen() {
  return (
    <AdminPage
      title="Create problem"
      description={
        <>
          Three levels of one challenge, each with its question, its tests and a time limit. Run a reference
          solution to check the tests before saving. A new problem is saved unpublished: preview and publish
          it in <Link to="/practice/manage-problems">Manage problems</Link>.
        </>
      }
    >
      <ProblemForm />
    </AdminPage>
  );
}
