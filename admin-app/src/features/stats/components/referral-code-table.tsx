import { InfoPanel } from 'shared-ui';
import { rankReferralCodes } from '../daily-series';
import styles from './stats-screen.module.css';

export function ReferralCodeTable({ referralStats }: { referralStats: Record<string, number> }) {
  const ranked = rankReferralCodes(referralStats);
  return (
    <section className={styles.panel} aria-labelledby="referral-codes-title">
      <h2 id="referral-codes-title" className={styles.panelTitle}>
        Referral codes
      </h2>
      {ranked.length === 0 ? (
        <InfoPanel title="No referral codes yet">
          Sign-ups that came with a referral code are counted here.
        </InfoPanel>
      ) : (
        <div
          className={styles.tableScroll}
          tabIndex={0}
          role="region"
          aria-label="Sign-ups per referral code"
        >
          <table className={styles.table}>
            <caption className="visually-hidden">Sign-ups per referral code</caption>
            <thead>
              <tr>
                <th scope="col">Referral code</th>
                <th scope="col" className={styles.number}>
                  Sign-ups
                </th>
              </tr>
            </thead>
            <tbody>
              {ranked.map(({ code, signUps }) => (
                <tr key={code}>
                  <th scope="row">{code}</th>
                  <td className={styles.number}>{signUps}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
