import { useSearchParams } from 'shared-router';
import { PageTitle } from 'shared-ui';
import { AdminPage } from '../../../components/admin-page';
import { EditProblem } from './edit-problem';
import { ProblemsTable } from './problems-table';

/**
 * /practice/manage-problems: every problem, published or not. `?edit=<id>` opens one in the
 * create-problem form, prefilled; the list's search, status and page live in the URL too.
 */
export default function ManageProblemsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const editing = searchParams.get('edit');

  const backToList = () =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.delete('edit');
      return params;
    });

  if (editing) {
    return (
      <AdminPage
        title="Edit problem"
        description="Changes apply to learners at once. Earlier submissions keep their code and ratings."
      >
        <EditProblem key={editing} id={editing} onDone={backToList} />
      </AdminPage>
    );
  }
  // The route is not titled in the screens map: editing one problem has a title of its own.
  return (
    <>
      <PageTitle title="Manage problems" />
      <AdminPage
        title="Manage problems"
        description="New problems are saved unpublished: preview them as a learner, then publish them to list them in /practice."
      >
        <ProblemsTable />
      </AdminPage>
    </>
  );
}
