import { useQueryClient } from 'shared-query';
import { useEffect } from 'react';
import { ErrorPanel, InfoPanel, Spinner } from 'shared-ui';
import { LANGUAGE_LABELS } from '../../../lib/languages';
import { isEvaluationInProgress, useLatestEvaluation } from '../api/get-latest-evaluation';
import { practiceKeys } from '../api/practice-query-keys';
import type { ProblemLevelLanguageRef } from '../types';
import { evaluationProgressText, evaluationProgressTitle } from './evaluation-progress';
import { EvaluationView } from './evaluation-view';
import styles from './result-tab.module.css';

/** The latest evaluation for this problem, level and language; polls while the worker rates it. */
export function ResultTab({ problemRef }: { problemRef: ProblemLevelLanguageRef }) {
  const queryClient = useQueryClient();
  const latest = useLatestEvaluation(problemRef);
  const status = latest.data?.status;
  const { problemId } = problemRef;

  // docs/PRODUCT.md#levels: the lock status is refreshed when the result tab loads, and again once a new
  // rating is in, so a level unlocked by this submission opens without a reload.
  const { userId, level } = problemRef;
  useEffect(() => {
    if (status === 'pending' || status === 'running') return;
    void queryClient.invalidateQueries({ queryKey: practiceKeys.lockStatuses(problemId) });
    // The history shows the finished rating too.
    if (status === 'done' || status === 'failed') {
      void queryClient.invalidateQueries({
        queryKey: practiceKeys.submissions({ problemId, userId, level }),
      });
    }
  }, [queryClient, problemId, userId, level, status]);

  if (latest.isPending) return <Spinner label="Loading the latest evaluation" />;
  if (latest.isError) {
    return (
      <ErrorPanel
        title="The evaluation did not load"
        message={latest.error.message}
        onRetry={() => void latest.refetch()}
      />
    );
  }
  if (isEvaluationInProgress(latest.data)) {
    return (
      <section className={styles.pending} role="status" aria-live="polite">
        <Spinner label="Evaluating" />
        <div>
          <h3 className={styles.pendingTitle}>
            {evaluationProgressTitle(latest.data.status, latest.data.queue_position)}
          </h3>
          <p className={styles.pendingText}>
            {evaluationProgressText(latest.data.status, latest.data.queue_position)}
          </p>
        </div>
      </section>
    );
  }
  const { evaluation } = latest.data;
  if (status === 'failed' && !evaluation) {
    return (
      <ErrorPanel
        title="The evaluation failed"
        message={
          latest.data.error ||
          'Your code could not be evaluated this time. Submit it again from the Code tab.'
        }
      />
    );
  }
  if (!evaluation) {
    return (
      <InfoPanel title="No Evaluation Found">
        No code was submitted yet for Level {problemRef.level} in {LANGUAGE_LABELS[problemRef.language]}.
        Write your solution in the Code tab and press Evaluate.
      </InfoPanel>
    );
  }
  const percentile = latest.data.runtime_percentile;
  return (
    <div className={styles.result}>
      <EvaluationView
        evaluation={evaluation}
        afterVerdict={
          percentile && (
            <p className={styles.percentile} aria-label="Runtime compared with other accepted solutions">
              {percentile.message}
            </p>
          )
        }
      />
    </div>
  );
}
