import type { ReactNode } from 'react';
import { RATING_CRITERIA, type Evaluation, type RatingCriterion } from '../types';
import { MeasuredGrowthLine } from './measured-growth';
import { RatingBadge } from './rating-badge';
import { TestResults } from './test-results';
import { VerdictBanner } from './verdict-banner';
import styles from './evaluation-view.module.css';

const CRITERION_LABELS: Record<RatingCriterion, string> = {
  correctness: 'Correctness',
  efficiency: 'Efficiency',
  readability: 'Readability',
  extensibility: 'Extensibility',
  robustness: 'Robustness',
};

function formatMemory(kilobytes: number): string {
  return kilobytes >= 1024 ? `${(kilobytes / 1024).toFixed(1)} MB` : `${kilobytes} KB`;
}

/** The verdict first, then the ratings of one evaluation with their notes, then what the tests showed. */
export function EvaluationView({
  evaluation,
  afterVerdict,
}: {
  evaluation: Evaluation;
  /** Shown right under the verdict (the result tab's runtime percentile). */
  afterVerdict?: ReactNode;
}) {
  return (
    <div className={styles.evaluation}>
      <VerdictBanner evaluation={evaluation} />
      {afterVerdict}
      <section className={styles.overall} aria-labelledby="overall-rating-heading">
        <h3 id="overall-rating-heading" className={styles.overallTitle}>
          Overall rating
        </h3>
        <RatingBadge rating={evaluation.overall_rating} size="lg" />
        <dl className={styles.measures}>
          {evaluation.runtime_ms != null && (
            <div>
              <dt>Runtime</dt>
              <dd>{evaluation.runtime_ms} ms</dd>
            </div>
          )}
          {evaluation.memory_kb != null && (
            <div>
              <dt>Memory</dt>
              <dd>{formatMemory(evaluation.memory_kb)}</dd>
            </div>
          )}
        </dl>
        {evaluation.measured_growth && <MeasuredGrowthLine growth={evaluation.measured_growth} />}
      </section>

      {evaluation.error && (
        <section aria-labelledby="evaluation-error-heading">
          <h3 id="evaluation-error-heading" className={styles.sectionTitle}>
            Why it could not run
          </h3>
          <pre className={styles.errorText}>{evaluation.error}</pre>
        </section>
      )}

      <section aria-labelledby="ratings-heading">
        <h3 id="ratings-heading" className={styles.sectionTitle}>
          Ratings
        </h3>
        <ul className={styles.criteria}>
          {RATING_CRITERIA.map((criterion) => (
            <li key={criterion} className={styles.criterion}>
              <div className={styles.criterionHeader}>
                <h4 className={styles.criterionName}>{CRITERION_LABELS[criterion]}</h4>
                <RatingBadge rating={evaluation[`${criterion}_rating`]} />
              </div>
              {evaluation[`${criterion}_notes`] && (
                <p className={styles.notes}>{evaluation[`${criterion}_notes`]}</p>
              )}
            </li>
          ))}
        </ul>
        <p className={styles.howRated}>
          <strong>How this is rated:</strong> {evaluation.how_rated.note}
        </p>
      </section>

      {evaluation.reviewer_notes && (
        <section aria-labelledby="reviewer-heading">
          <h3 id="reviewer-heading" className={styles.sectionTitle}>
            Reviewer notes
          </h3>
          <p className={styles.notes}>{evaluation.reviewer_notes}</p>
        </section>
      )}

      {evaluation.test_results && evaluation.test_results.length > 0 && (
        <TestResults results={evaluation.test_results} />
      )}
    </div>
  );
}
