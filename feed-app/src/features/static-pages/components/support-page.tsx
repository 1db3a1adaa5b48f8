import { Link } from 'shared-router';
import { buttonClassName } from 'shared-ui';
import { supportChannels } from '../support-channels';
import { StaticPage } from './static-page';
import styles from './static-page.module.css';

export function SupportPage() {
  return (
    <StaticPage
      title="Support ReferralHub"
      lead="ReferralHub is built by a small team. Donations help us keep the free parts of the platform free for students and job seekers across India."
    >
      <section aria-labelledby="support-what">
        <h2 id="support-what">What your donation pays for</h2>
        <ul>
          <li>the free student hiring challenge and its certificates;</li>
          <li>free daily evaluations in the coding practice area;</li>
          <li>reviewing every opening before it is published, so the feed stays trustworthy;</li>
          <li>the servers that run code evaluations.</li>
        </ul>
      </section>

      <section aria-labelledby="support-donate">
        <h2 id="support-donate">Make a donation</h2>
        <p>
          Any amount helps. The button opens our payment page in a new tab, where you choose the amount and
          pay by UPI, card or net banking.
        </p>
        <div className={styles.actions}>
          <a
            className={buttonClassName({ size: 'lg' })}
            href={supportChannels.donateUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            Donate
            <span className="visually-hidden"> (opens a payment page in a new tab)</span>
          </a>
        </div>
        <p>
          A donation is a gift: it does not add credits to your account. To request referrals, see{' '}
          <Link to="/pricing">pricing</Link>.
        </p>
      </section>

      <section aria-labelledby="support-other">
        <h2 id="support-other">Other ways to help</h2>
        <ul>
          <li>Share ReferralHub with friends and juniors who are looking for jobs or internships.</li>
          <li>If you work at a company that is hiring, offer referrals to the candidates who ask.</li>
          <li>
            Tell us what to improve through the <Link to="/contact">contact page</Link>.
          </li>
        </ul>
      </section>
    </StaticPage>
  );
}

export default SupportPage;
