import { Link } from 'shared-router';
import { AdminPage } from '../../../components/admin-page';
import { ProblemForm } from './problem-form';

export default function CreateProblemScreen() {
  return (
    <AdminPage
      title="Create problem"
      description={
        <>
          Three levels of one challenge, each with its question, its tests and a time limit. A level can also
          be made from programs: a reference solution that computes the expected outputs and a generator for
          large hidden tests; check them before saving. A new problem is saved unpublished: preview and
          publish it in <Link to="/practice/manage-problems">Manage problems</Link>.
        </>
      }
    >
      <ProblemForm />
    </AdminPage>
  );
}
