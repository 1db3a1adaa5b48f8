import { Link } from 'shared-router';
import { buttonClassName } from 'shared-ui';
import { supportChannels } from '../support-channels';
import { StaticPage } from './static-page';
import styles from './static-page.module.css';

export function ContactPage() {
  return (
    <StaticPage
      title="Contact us"
      lead="Questions about an opening, a referral request, credits or a payment? Write to us and a member of our team will help."
    >
      <section aria-labelledby="contact-chat">
        <h2 id="contact-chat">Chat with us</h2>
        <p>The fastest way to reach us is our support chat. We reply within 1 business day.</p>
        <div className={styles.actions}>
          <a
            className={buttonClassName({ size: 'lg' })}
            href={supportChannels.chatUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            Open support chat
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
      </section>

      <section aria-labelledby="contact-phone">
        <h2 id="contact-phone">A note on phone calls</h2>
        <p className={styles.callout}>
          We do not offer support by phone. A written chat lets us look into your account, share links and
          keep a record of what was agreed, and we will never call you to ask for a sign-in code or payment
          details. If someone phones you claiming to be from ReferralHub and asks for either, hang up.
        </p>
      </section>

      <section aria-labelledby="contact-include">
        <h2 id="contact-include">Help us help you faster</h2>
        <ul>
          <li>the e-mail address of your ReferralHub account;</li>
          <li>for a payment, the payment ID from the purchase status page;</li>
          <li>for an opening, its shared link;</li>
          <li>a screenshot, if something on the page looks wrong.</li>
        </ul>
      </section>

      <section aria-labelledby="contact-self-help">
        <h2 id="contact-self-help">Answers you may find right away</h2>
        <ul>
          <li>
            <Link to="/about">How ReferralHub works</Link>
          </li>
          <li>
            <Link to="/pricing">Pricing and credit packs</Link>
          </li>
          <li>
            <Link to="/refund-policy">Refund policy</Link>
          </li>
        </ul>
      </section>
    </StaticPage>
  );
}

export default ContactPage;
