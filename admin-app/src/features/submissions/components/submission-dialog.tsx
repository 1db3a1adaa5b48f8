import { Dialog } from 'shared-ui/dialog';
import type { AdminSubmission, Evaluation } from '../types';
import { RatingValue } from './rating-value';
import styles from './all-submissions.module.css';

const CRITERIA = ['correctness', 'efficiency', 'readability', 'extensibility', 'robustness'] as const;
const label = (criterion: string) => criterion[0]!.toUpperCase() + criterion.slice(1);

function EvaluationDetails({ evaluation }: { evaluation: Evaluation }) {
  const tests = evaluation.test_results ?? [];
  const passed = tests.filter((test) => test.passed).length;
  return (
    <section aria-labelledby="submission-evaluation" className={styles.evaluation}>
      <h3 id="submission-evaluation" className={styles.dialogHeading}>
        Evaluation
      </h3>
      {evaluation.error && <p className={styles.evaluationError}>{evaluation.error}</p>}
      <p>
        Overall rating: <RatingValue rating={evaluation.overall_rating} />
        {tests.length > 0 && ` · ${passed} of ${tests.length} tests passed`}
        {evaluation.runtime_ms !== undefined &&
          evaluation.runtime_ms !== null &&
          ` · ${evaluation.runtime_ms} ms`}
      </p>
      <dl className={styles.criteria}>
        {CRITERIA.map((criterion) => (
          <div key={criterion} className={styles.criterion}>
            <dt>
              {label(criterion)} <RatingValue rating={evaluation[`${criterion}_rating`]} />
            </dt>
            <dd>{evaluation[`${criterion}_notes`] || 'No notes.'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function pendingText(submission: AdminSubmission): string {
  if (submission.status === 'pending' || submission.status === 'running')
    return 'The evaluation is still running.';
  if (submission.error) return `The evaluation failed: ${submission.error}`;
  return 'No Evaluation Found';
}

interface SubmissionDialogProps {
  submission: AdminSubmission | null;
  onClose: () => void;
}

export function SubmissionDialog({ submission, onClose }: SubmissionDialogProps) {
  return (
    <Dialog
      open={submission !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={submission ? `${submission.problem_title}, level ${submission.level}` : 'Submission'}
      description={submission ? `${submission.submitted_by} · ${submission.language}` : undefined}
    >
      {submission && (
        <div className={styles.dialogBody}>
          <section aria-labelledby="submission-code">
            <h3 id="submission-code" className={styles.dialogHeading}>
              Code
            </h3>
            <pre className={styles.code} tabIndex={0}>
              <code>{submission.code}</code>
            </pre>
          </section>
          {submission.evaluation ? (
            <EvaluationDetails evaluation={submission.evaluation} />
          ) : (
            <p className={submission.error ? styles.evaluationError : styles.muted}>
              {pendingText(submission)}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
