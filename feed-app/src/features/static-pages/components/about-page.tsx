import { Link } from 'shared-router';
import { buttonClassName } from 'shared-ui';
import { StaticPage } from './static-page';
import styles from './static-page.module.css';

export function AboutPage() {
  return (
    <StaticPage
      title="How ReferralHub works"
      lead="ReferralHub connects job seekers in India with employees who are willing to refer them. Instead of sending one more application into an applicant tracking system, you ask a person inside the company to put your profile in front of the hiring team."
    >
      <section aria-labelledby="about-why">
        <h2 id="about-why">Why referrals</h2>
        <p>
          Recruiters at busy companies receive hundreds of applications for a single opening and read only a
          fraction of them. A referral from a current employee is read first, because someone who knows the
          team has vouched that the candidate is worth a conversation. For freshers and people switching
          companies, that first conversation is usually the hardest part to get.
        </p>
        <p>
          Many employees are happy to refer good candidates, and their companies often reward them for it, but
          they have no easy way to find those candidates. ReferralHub brings both sides to one feed.
        </p>
      </section>

      <section aria-labelledby="about-steps">
        <h2 id="about-steps">Your path from sign-up to interview</h2>
        <ol>
          <li>
            <strong>Create your account.</strong> Sign up with your e-mail address and the 4-digit code we
            send to it, or with your Google account. There is no password to remember.
          </li>
          <li>
            <strong>Tell us what you are looking for.</strong> In Settings, choose your years of experience,
            the domains you work in, the cities you are open to and your current organisation.
          </li>
          <li>
            <strong>Browse the feed.</strong> Openings come from hiring posts by employees who offer
            referrals. The FAANG+ tab shows roles at the most sought-after companies; the Latest tab shows
            everything, newest first. Filter by employment type, location, experience and company.
          </li>
          <li>
            <strong>Apply for a referral.</strong> One credit unlocks an opening. Share a link to your resume
            and a short note on why you fit the role. Opening the same post again later is free.
          </li>
          <li>
            <strong>Hear back.</strong> The referrer reviews your resume within 2 business days. If they go
            ahead with the referral, you receive an e-mail, and the company&apos;s recruiters take it from
            there.
          </li>
        </ol>
      </section>

      <section aria-labelledby="about-credits">
        <h2 id="about-credits">Credits</h2>
        <p>
          New accounts start with a few free credits so you can try a referral first. After that, credits come
          in packs of 30, 50 or 100 referrals, paid once in rupees with no subscription. See{' '}
          <Link to="/pricing">pricing</Link> for the current packs.
        </p>
      </section>

      <section aria-labelledby="about-referrers">
        <h2 id="about-referrers">For employees who refer</h2>
        <p>
          Every opening on ReferralHub is checked before it is published. Referrers receive candidates who
          have chosen their opening on purpose and written a note about why, which makes a referral decision
          quicker than sorting cold messages in an inbox.
        </p>
      </section>

      <section aria-labelledby="about-practice">
        <h2 id="about-practice">Practise before the interview</h2>
        <p>
          A referral gets you the interview; preparation gets you the offer. In our{' '}
          <Link to="/practice">coding practice area</Link>, every challenge has three levels, and each
          submission is rated out of 10 for correctness, efficiency, readability, extensibility and
          robustness, with notes on what to improve.
        </p>
      </section>

      <section aria-labelledby="about-honest">
        <h2 id="about-honest">What we can and cannot promise</h2>
        <p>
          We make sure your application reaches a person inside the company. Whether a referrer refers you,
          and whether the company hires you, is their decision. Our{' '}
          <Link to="/terms-and-conditions">terms</Link> explain this in full.
        </p>
      </section>

      <div className={styles.actions}>
        <Link className={buttonClassName({ size: 'lg' })} to="/feed">
          Browse openings
        </Link>
        <Link className={buttonClassName({ size: 'lg', variant: 'secondary' })} to="/contact">
          Ask us a question
        </Link>
      </div>
    </StaticPage>
  );
}

export default AboutPage;
