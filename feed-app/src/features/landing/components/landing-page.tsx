import { Link } from 'shared-router';
import { buttonClassName } from 'shared-ui';
import { useStoredReferralCode } from '../hooks/use-stored-referral-code';
import { LandingStatsSection } from './landing-stats-section';
import { LogoCarousel } from './logo-carousel';
import { TestimonialsSection } from './testimonials-section';
import styles from './landing-page.module.css';

const steps = [
  {
    title: 'Find an opening',
    text: 'Browse fresh jobs and internships posted by employees who are ready to refer, filtered by role, location and experience.',
  },
  {
    title: 'Ask for the referral',
    text: 'Send your resume link and a short note. One credit unlocks one opening, and reopening it later is free.',
  },
  {
    title: 'Get the call',
    text: 'The employee refers you inside their company, so your profile reaches the hiring team instead of a pile of cold applications.',
  },
];

/** What a visitor without an account sees at '/'. */
export function LandingPage() {
  useStoredReferralCode();

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="landing-headline">
        <h1 id="landing-headline" className={styles.headline}>
          India&apos;s #1 referral platform for jobs &amp; internships
        </h1>
        <p className={styles.lead}>
          Skip the queue of cold applications. Employees at product companies and startups share openings on
          ReferralHub and refer the candidates who ask them, so your resume reaches a real person.
        </p>
        <div className={styles.actions}>
          <Link className={buttonClassName({ size: 'lg' })} to="/feed">
            Start Now
          </Link>
          <Link className={buttonClassName({ size: 'lg', variant: 'secondary' })} to="/about">
            How does it work?
          </Link>
        </div>
      </section>

      <section className={styles.logos} aria-labelledby="landing-logos-heading">
        <h2 id="landing-logos-heading" className={styles.sectionHeading}>
          Referrals from employees at
        </h2>
        <LogoCarousel />
      </section>

      <LandingStatsSection />

      <section className={styles.steps} aria-labelledby="landing-steps-heading">
        <h2 id="landing-steps-heading" className={styles.sectionHeading}>
          Three steps to a referral
        </h2>
        <ol className={styles.stepList}>
          {steps.map(({ title, text }) => (
            <li key={title} className={styles.step}>
              <h3 className={styles.stepTitle}>{title}</h3>
              <p className={styles.stepText}>{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <TestimonialsSection />

      <section className={styles.closing} aria-labelledby="landing-closing-heading">
        <h2 id="landing-closing-heading" className={styles.sectionHeading}>
          Your next interview is one referral away
        </h2>
        <Link className={buttonClassName({ size: 'lg' })} to="/feed">
          Browse openings
        </Link>
      </section>
    </div>
  );
}

export default LandingPage;
