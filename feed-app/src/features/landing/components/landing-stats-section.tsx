import { landingStats } from '../landing-stats';
import styles from './landing-stats-section.module.css';

export function LandingStatsSection() {
  return (
    <section className={styles.section} aria-labelledby="landing-stats-heading">
      <h2 id="landing-stats-heading" className={styles.heading}>
        Referrals that turn into interviews
      </h2>
      <dl className={styles.grid}>
        {landingStats.map(({ value, label }) => (
          <div key={label} className={styles.stat}>
            <dt className={styles.label}>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
