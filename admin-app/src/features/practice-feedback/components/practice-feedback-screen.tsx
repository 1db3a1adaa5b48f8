import { InfoPanel, SkeletonList } from 'shared-ui';
import { AdminPage } from '../../../components/admin-page';
import { NextPageControls } from '../../../components/next-page-controls';
import { QueryStates } from '../../../components/query-states';
import { usePracticeFeedback } from '../api/get-practice-feedback';
import styles from './practice-feedback-screen.module.css';

const sentAt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export default function PracticeFeedbackScreen() {
  const feedback = usePracticeFeedback();
  const messages = feedback.data?.pages.flatMap((page) => page.data.results) ?? [];

  const content = (
    <QueryStates
      query={feedback}
      loading={<SkeletonList count={3} label="Loading feedback" />}
      errorTitle="The feedback did not load"
      keepLoadedOnError
      isEmpty={() => messages.length === 0}
      empty={
        <InfoPanel title="No feedback yet">
          Messages sent from the practice area's feedback button appear here.
        </InfoPanel>
      }
    >
      {() => (
        <>
          <ol className={styles.list} aria-label="Feedback messages, newest first">
            {messages.map((item) => (
              <li key={item.id} className={styles.item}>
                <p className={styles.message}>{item.message}</p>
                <p className={styles.meta}>
                  <a href={`mailto:${item.user_email}`}>{item.user_email}</a>
                  {' · '}
                  <time dateTime={item.created_at}>{sentAt.format(new Date(item.created_at))}</time>
                </p>
              </li>
            ))}
          </ol>
          <NextPageControls query={feedback} errorTitle="More feedback did not load" />
        </>
      )}
    </QueryStates>
  );

  return (
    <AdminPage
      title="Practice feedback"
      description="What users sent from the coding-practice feedback dialog."
    >
      {content}
    </AdminPage>
  );
}
