import { ratingTone } from 'shared-ui';
import type { Evaluation } from '../types';
import styles from './verdict-banner.module.css';

/**
 * LeetCode's verdict, shown before the ratings: "Accepted", or "Not accepted: time limit exceeded on
 * 3 hidden tests". Not accepted keeps the overall rating's colour (orange, red when no test passed).
 */
export function VerdictBanner({ evaluation }: { evaluation: Evaluation }) {
  const { verdict } = evaluation;
  const tone = verdict.accepted ? 'high' : ratingTone(Math.min(evaluation.overall_rating, 6.9));
  const separator = verdict.message.indexOf(': ');
  const [headline, detail] =
    separator === -1
      ? [verdict.message, '']
      : [verdict.message.slice(0, separator + 1), verdict.message.slice(separator + 1)];
  return (
    <section
      className={`${styles.verdict} ${styles[tone]}`}
      aria-label="Verdict"
      data-accepted={verdict.accepted}
      data-tone={tone}
    >
      <p className={styles.message}>
        <strong className={styles.headline}>{headline}</strong>
        {detail}
      </p>
      <p className={styles.tests}>
        {verdict.passed_tests} of {verdict.total_tests} tests passed
      </p>
    </section>
  );
}
