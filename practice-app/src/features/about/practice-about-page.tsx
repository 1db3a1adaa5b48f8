import { Link } from 'shared-router';
import { buttonClassName } from 'shared-ui';
import { CHALLENGE_TRACKS, HOW_IT_WORKS, RATING_CRITERIA, SUPPORTED_LANGUAGES } from './about-content';
import styles from './practice-about-page.module.css';

/** /practice/about: what the coding-practice area is and why a rating beats a pass/fail verdict. */
export default function PracticeAboutPage() {
  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>Coding practice</p>
        <h1 className={styles.title}>Practise the way interviews are actually judged</h1>
        <p className={styles.lead}>
          Passing the tests is only the start. Interviewers also look at how fast your code is, how easy it is
          to read and how well it copes with a changed requirement. Here every submission gets a score for
          each of those, with notes you can act on.
        </p>
        <Link className={buttonClassName({ size: 'lg' })} to="/practice">
          Start practising
        </Link>
      </header>

      <section className={styles.section} aria-labelledby="criteria-heading">
        <h2 id="criteria-heading">Five ratings, not one verdict</h2>
        <ul className={styles.cards}>
          {RATING_CRITERIA.map((criterion) => (
            <li key={criterion.name} className={styles.card}>
              <h3>{criterion.name}</h3>
              <p>{criterion.question}</p>
            </li>
          ))}
        </ul>
        <p className={styles.note}>
          The overall rating is out of 10. Below 5 is shown in red, below 7 in orange, 7 and above in green.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="tracks-heading">
        <h2 id="tracks-heading">Three kinds of challenge, three levels each</h2>
        <ul className={styles.cards}>
          {CHALLENGE_TRACKS.map((track) => (
            <li key={track.title} className={styles.card}>
              <h3>{track.title}</h3>
              <p>{track.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="steps-heading">
        <h2 id="steps-heading">How it works</h2>
        <ol className={styles.steps}>
          {HOW_IT_WORKS.map((step) => (
            <li key={step.title}>
              <strong>{step.title}.</strong> {step.text}
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="languages-heading">
        <h2 id="languages-heading">Your language, your history</h2>
        <p>
          Write in {SUPPORTED_LANGUAGES.slice(0, -1).join(', ')} or {SUPPORTED_LANGUAGES.at(-1)}. Your drafts
          are kept per problem, level and language, and the History tab lists every submission with its
          ratings, so you can see your code improve from one attempt to the next.
        </p>
        <p>
          Everyone gets a daily allowance of free evaluations. If you need more, a premium plan lifts the
          limit. Found something odd in a rating? The feedback button on the challenge list reaches the team
          directly.
        </p>
      </section>
    </article>
  );
}
