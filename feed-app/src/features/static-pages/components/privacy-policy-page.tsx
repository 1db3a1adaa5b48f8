import { Link } from 'shared-router';
import { StaticPage } from './static-page';

export function PrivacyPolicyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      meta="Last updated: 1 July 2025"
      lead="This policy explains what personal data ReferralHub collects, why we need it, who we share it with and the choices you have. We collect only what the service needs to work."
    >
      <section aria-labelledby="privacy-collect">
        <h2 id="privacy-collect">What we collect</h2>
        <ul>
          <li>
            <strong>Account details:</strong> your e-mail address, as you type it or as Google confirms it
            when you sign in with Google.
          </li>
          <li>
            <strong>Preferences:</strong> years of experience, domains of interest, preferred locations and
            current organisation, which you enter in Settings.
          </li>
          <li>
            <strong>Referral requests:</strong> the resume link and note you submit, and which openings you
            unlocked.
          </li>
          <li>
            <strong>Payments:</strong> the order number, amount, date and result. Card details are entered on
            the payment provider&apos;s page and never reach us.
          </li>
          <li>
            <strong>Practice activity:</strong> the code you submit, its evaluations and any feedback you
            send.
          </li>
          <li>
            <strong>Technical data:</strong> your browser&apos;s user agent, the referral code of the link
            that brought you, and counts of views and shares of openings.
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-use">
        <h2 id="privacy-use">How we use it</h2>
        <ul>
          <li>to sign you in and keep your account secure;</li>
          <li>to show openings that match your preferences;</li>
          <li>to pass your referral request to the referrer of the opening you chose;</li>
          <li>to add purchased credits and keep a record of payments;</li>
          <li>to evaluate your practice submissions;</li>
          <li>to answer your support requests and improve the service.</li>
        </ul>
      </section>

      <section aria-labelledby="privacy-share">
        <h2 id="privacy-share">Who we share it with</h2>
        <p>We never sell your personal data. We share it only:</p>
        <ul>
          <li>with the referrer of an opening you apply to: your e-mail, resume link and note;</li>
          <li>with our payment provider, to process a purchase;</li>
          <li>with our e-mail provider, to send sign-in codes and referral updates;</li>
          <li>
            with advertising partners, only the fact that a sign-up or purchase happened, so that we can
            measure our campaigns, when this measurement is switched on;
          </li>
          <li>when the law requires it.</li>
        </ul>
      </section>

      <section aria-labelledby="privacy-storage">
        <h2 id="privacy-storage">Cookies and browser storage</h2>
        <p>
          A secure session cookie keeps you signed in for up to 7 days. Your browser&apos;s local storage
          keeps a copy of your e-mail to show your account in the menu, the referral code of the link you
          arrived with, and your drafts in the practice area. Signing out removes the session.
        </p>
      </section>

      <section aria-labelledby="privacy-retention">
        <h2 id="privacy-retention">How long we keep it</h2>
        <p>
          We keep your account data while your account is open. Payment records are kept for as long as tax
          and accounting law requires. When you ask us to delete your account, we delete or anonymise the rest
          within 30 days.
        </p>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">Your rights</h2>
        <p>
          Under India&apos;s Digital Personal Data Protection Act, 2023, you can ask to see the personal data
          we hold about you, correct it, or have it erased, and you can withdraw consent at any time. Send
          your request through our <Link to="/contact">contact page</Link> from the e-mail address of your
          account; we answer within 1 business day and complete requests within 30 days.
        </p>
      </section>

      <section aria-labelledby="privacy-security">
        <h2 id="privacy-security">Security and age</h2>
        <p>
          Sign-in codes are stored only in hashed form and expire quickly, all traffic is encrypted, and
          access to personal data inside our team is limited to the people who need it. ReferralHub is meant
          for people aged 18 and over, and we do not knowingly collect data about children.
        </p>
      </section>
    </StaticPage>
  );
}

export default PrivacyPolicyPage;
