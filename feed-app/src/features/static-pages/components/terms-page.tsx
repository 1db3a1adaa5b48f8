import { Link } from 'shared-router';
import { StaticPage } from './static-page';
import styles from './static-page.module.css';

export function TermsPage() {
  return (
    <StaticPage
      title="Terms and Conditions"
      meta="Last updated: 1 July 2025"
      lead="These terms apply when you use ReferralHub, its job-referral feed and its coding practice area. By creating an account or using the site you accept them."
    >
      <section aria-labelledby="terms-eligibility">
        <h2 id="terms-eligibility">1. Who can use ReferralHub</h2>
        <p className={styles.callout}>
          You must be 18 years of age or older to create an account, request referrals or buy credits.
        </p>
        <p>
          By signing up you confirm that you are at least 18 and that the information you give us, including
          your experience, current organisation and resume, is true and your own.
        </p>
      </section>

      <section aria-labelledby="terms-account">
        <h2 id="terms-account">2. Your account</h2>
        <ul>
          <li>One person, one account. Accounts cannot be shared, sold or transferred.</li>
          <li>
            You sign in with a one-time code sent to your e-mail or with Google. Keep access to that e-mail
            account secure; anyone who can read it can sign in as you.
          </li>
          <li>Tell us at once through the contact page if you believe someone else has used your account.</li>
        </ul>
      </section>

      <section aria-labelledby="terms-credits">
        <h2 id="terms-credits">3. Credits</h2>
        <ul>
          <li>
            A credit lets you unlock one job opening and request a referral for it. Opening the same post
            again does not use another credit.
          </li>
          <li>
            Credits are bought in packs at the prices shown on the <Link to="/pricing">pricing page</Link>, in
            Indian rupees. New accounts may receive a number of free credits.
          </li>
          <li>
            Credits are not money. They have no cash value, cannot be exchanged for cash and cannot be
            transferred to another account.
          </li>
          <li>
            A credit is used when an opening is unlocked, whatever the outcome of the referral request that
            follows.
          </li>
        </ul>
      </section>

      <section aria-labelledby="terms-no-guarantee">
        <h2 id="terms-no-guarantee">4. Referrals are not guaranteed</h2>
        <p className={styles.callout}>
          ReferralHub does not guarantee that you will be referred, shortlisted, interviewed or hired.
        </p>
        <p>
          Openings are shared by employees of the hiring companies. Each referrer decides independently
          whether to refer a candidate, and each company runs its own hiring process. An opening may close or
          be filled before a referrer reviews your request. We do not act for any employer and we do not
          charge employers or referrers for the referrals you request.
        </p>
      </section>

      <section aria-labelledby="terms-conduct">
        <h2 id="terms-conduct">5. Fair use</h2>
        <p>You agree not to:</p>
        <ul>
          <li>give false information about yourself or apply with someone else&apos;s resume;</li>
          <li>contact referrers outside the referral request to pressure or spam them;</li>
          <li>copy, scrape or republish openings, or resell access to them;</li>
          <li>try to get around the credit system, the sign-in, or any limit of the service;</li>
          <li>submit code to the practice area that tries to harm our systems or other users.</li>
        </ul>
        <p>
          We may suspend or close accounts that break these rules, without refunding credits already used.
        </p>
      </section>

      <section aria-labelledby="terms-payments">
        <h2 id="terms-payments">6. Payments and refunds</h2>
        <p>
          Payments are handled by our card payment provider. Purchases cannot be cancelled. Refunds are given
          only in the cases described in our <Link to="/refund-policy">refund policy</Link>.
        </p>
      </section>

      <section aria-labelledby="terms-practice">
        <h2 id="terms-practice">7. Coding practice</h2>
        <p>
          Ratings in the practice area are produced automatically to help you improve. They are guidance, not
          a certification, and they do not influence referral decisions. Free accounts have a daily limit of
          evaluations; subscriptions lift it.
        </p>
      </section>

      <section aria-labelledby="terms-content">
        <h2 id="terms-content">8. Your content and our content</h2>
        <p>
          You keep the rights to your resume, notes and code. You allow us to store them and to pass your
          resume link and note to the referrer of the opening you apply for. The site, its design, its
          articles and its practice problems belong to ReferralHub.
        </p>
      </section>

      <section aria-labelledby="terms-liability">
        <h2 id="terms-liability">9. Liability</h2>
        <p>
          We work to keep the service available and accurate, but we provide it as it is. We are not
          responsible for decisions made by referrers or employers, for the content of job posts written by
          third parties, or for losses caused by events outside our control. Where the law allows, our total
          liability to you is limited to the amount you paid us in the three months before the claim.
        </p>
      </section>

      <section aria-labelledby="terms-changes">
        <h2 id="terms-changes">10. Changes and governing law</h2>
        <p>
          We may update these terms; the date at the top shows the latest version, and important changes are
          announced on the site. These terms are governed by the laws of India.
        </p>
        <p>
          Questions about these terms? <Link to="/contact">Contact us</Link>.
        </p>
      </section>
    </StaticPage>
  );
}

export default TermsPage;
