import { AdminPage } from '../../../components/admin-page';
import { ContestForm } from './contest-form';
import { ContestsList } from './contests-list';

/** /contests: the hiring-challenge contests: create one, export standings, mark the top 10. */
export default function ContestsScreen() {
  return (
    <AdminPage
      title="Contests"
      description="The contest whose registration or day is current becomes the /hiring-challenge page. Times are India time (IST)."
    >
      <ContestsList />
      <ContestForm />
    </AdminPage>
  );
}
