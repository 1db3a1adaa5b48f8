import { FORM_FAILURE_MESSAGE, refusalReason } from '../lib/form-failure-message';
import styles from './form-failure.module.css';

/** The red failure notice under an admin form; adds the server's reason when it gave one. */
export function FormFailure({ error }: { error: unknown }) {
  const reason = refusalReason(error);
  return (
    <div className={styles.failure} role="alert">
      <p className={styles.title}>{FORM_FAILURE_MESSAGE}</p>
      {reason && reason !== FORM_FAILURE_MESSAGE && <p className={styles.reason}>{reason}</p>}
    </div>
  );
}
