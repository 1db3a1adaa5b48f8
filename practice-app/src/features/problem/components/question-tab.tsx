import { ErrorPanel, SkeletonCard } from 'shared-ui';
import { useQuestion } from '../api/get-question';
import type { ProblemLevelRef } from '../types';
import { QuestionMarkdown } from './question-markdown';
import styles from './question-tab.module.css';

/** The level's statement, read-only, and its sample tests. */
export function QuestionTab({ problemRef }: { problemRef: ProblemLevelRef }) {
  const question = useQuestion(problemRef);

  if (question.isPending) {
    return (
      <div role="status" aria-label="Loading the question">
        <SkeletonCard />
      </div>
    );
  }
  if (question.isError) {
    return (
      <ErrorPanel
        title="The question did not load"
        message={question.error.message}
        onRetry={() => void question.refetch()}
      />
    );
  }

  const samples = question.data.sample_tests ?? [];
  return (
    <article className={styles.question} aria-label={`Level ${problemRef.level} question`}>
      <QuestionMarkdown markdown={question.data.question} />
      {samples.length > 0 && (
        <section aria-labelledby="sample-tests-heading">
          <h3 id="sample-tests-heading" className={styles.samplesTitle}>
            Sample tests
          </h3>
          <ol className={styles.samples}>
            {samples.map((sample, index) => (
              <li key={index} className={styles.sample}>
                <div>
                  <h4 className={styles.sampleLabel}>Input</h4>
                  <pre className={styles.block}>{sample.input}</pre>
                </div>
                <div>
                  <h4 className={styles.sampleLabel}>Expected output</h4>
                  <pre className={styles.block}>{sample.output}</pre>
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}
    </article>
  );
}
