import { ApiError } from 'shared-api';
import { Button, ErrorPanel, InfoPanel, PageTitle, SkeletonList } from 'shared-ui';
import { useProblemForEdit } from '../api/get-problem-for-edit';
import { saveFile } from '../../../lib/save-file';
import { fromProblem } from '../problem-form-values';
import { packageFile, packageFileName } from '../problem-package';
import { LEVELS } from '../types';
import { ProblemForm } from './problem-form';
import styles from './manage-problems.module.css';

interface EditProblemProps {
  id: string;
  onDone: () => void;
}

/** The tab names the problem being edited, not the list it came from (issue 32). */
export function EditProblem(props: EditProblemProps) {
  const problem = useProblemForEdit(props.id);
  const title = problem.data?.problem.title;
  return (
    <>
      <PageTitle title={title ? `Edit problem ${title}` : 'Edit problem'} />
      <EditProblemContent {...props} />
    </>
  );
}

function EditProblemContent({ id, onDone }: EditProblemProps) {
  const problem = useProblemForEdit(id);
  const back = (
    <div>
      <Button variant="ghost" onClick={onDone}>
        ← Back to all problems
      </Button>
    </div>
  );

  if (problem.isPending) return <SkeletonList count={3} label="Loading the problem" />;
  if (problem.isError) {
    const missing = problem.error instanceof ApiError && problem.error.status === 404;
    return (
      <>
        {back}
        {missing ? (
          <InfoPanel title="Problem not found">
            This problem does not exist; it may have been removed.
          </InfoPanel>
        ) : (
          <ErrorPanel
            title="The problem did not load"
            message={problem.error.message}
            onRetry={() => void problem.refetch()}
          />
        )}
      </>
    );
  }

  const saved = problem.data.problem;
  if (saved.bank_problem) {
    return (
      <>
        {back}
        <InfoPanel title="A problem-bank problem">
          {saved.title} is defined in the code (api/src/problem-bank), which is re-applied on every start:
          change it there. Publish or unpublish it from the list.
        </InfoPanel>
      </>
    );
  }
  return (
    <div className={styles.editor}>
      <div className={styles.editorActions}>
        {back}
        <Button
          variant="secondary"
          onClick={() => saveFile(packageFile(saved), packageFileName(saved.title))}
        >
          Export package
        </Button>
      </div>
      <p className={styles.status}>
        {saved.published
          ? 'Published: learners see your changes as soon as you save.'
          : 'Unpublished: learners do not see it yet.'}
      </p>
      <ProblemForm
        editing={{
          id,
          values: fromProblem(saved),
          generated: LEVELS.map((level) => saved[`level_${level}_programs`]?.generated_tests),
        }}
        onSaved={onDone}
      />
    </div>
  );
}
