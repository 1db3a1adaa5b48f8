import { Link } from 'shared-router';
import { buttonClassName } from 'shared-ui';
import { supportChannels } from '../support-channels';
import { FactList } from './fact-list';
import { StaticPage } from './static-page';
import styles from './static-page.module.css';

const atAGlance = [
  { term: 'Date', detail: '15 August 2025' },
  { term: 'Duration', detail: 'A 3-hour window' },
  { term: 'Entry fee', detail: 'Free' },
  { term: 'Who can take part', detail: 'College students in India' },
  { term: 'Degrees', detail: 'B.Tech, B.E., BCA, MCA, M.Tech' },
  { term: 'Graduating', detail: '2025, 2026 or 2027' },
  { term: 'Prize', detail: 'Top 10: an interview opportunity and a certificate' },
  { term: 'Registration', detail: 'Through the registration form' },
];

export function HiringChallengePage() {
  return (
    <StaticPage
      title="Student Hiring Challenge 2025"
      lead="A free online coding challenge for college students in India. Solve real problems, get rated like in an interview, and the top 10 win an interview opportunity."
    >
      <section aria-labelledby="challenge-glance">
        <h2 id="challenge-glance">At a glance</h2>
        <FactList facts={atAGlance} />
      </section>

      <section aria-labelledby="challenge-eligibility">
        <h2 id="challenge-eligibility">Who can take part</h2>
        <p>The challenge is open to college students in India who are:</p>
        <ul>
          <li>enrolled in a B.Tech, B.E., BCA, MCA or M.Tech programme, and</li>
          <li>graduating in 2025, 2026 or 2027.</li>
        </ul>
        <p>Taking part is free. You may be asked for proof of enrolment before the results are announced.</p>
      </section>

      <section aria-labelledby="challenge-format">
        <h2 id="challenge-format">How the challenge works</h2>
        <p>
          The challenge takes place on 15 August 2025 in our coding practice area. Once your window opens you
          have 3 hours to solve the problems, in Python, Java, C++, JavaScript, TypeScript or Go.
        </p>
        <p>
          Every submission is rated out of 10 on correctness, efficiency, readability, extensibility and
          robustness, and gets an overall rating. You may submit a problem more than once: only your best
          submission for each problem counts.
        </p>
      </section>

      <section aria-labelledby="challenge-ranking">
        <h2 id="challenge-ranking">How we rank</h2>
        <ol>
          <li>By the average overall rating of your best submissions, highest first.</li>
          <li>When two students have the same average, by the time taken, shortest first.</li>
        </ol>
      </section>

      <section aria-labelledby="challenge-prizes">
        <h2 id="challenge-prizes">What the top 10 get</h2>
        <p className={styles.callout}>
          The 10 highest-ranked students each get an interview opportunity and a certificate of achievement.
        </p>
      </section>

      <section aria-labelledby="challenge-register">
        <h2 id="challenge-register">Register</h2>
        <p>
          Registration is through an external form. Use the e-mail address you will sign in with on the day,
          so we can match your submissions to your registration.
        </p>
        <div className={styles.actions}>
          <a
            className={buttonClassName({ size: 'lg' })}
            href={supportChannels.hiringChallengeFormUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            Register for the challenge
            <span className="visually-hidden"> (opens the registration form in a new tab)</span>
          </a>
          <Link className={buttonClassName({ size: 'lg', variant: 'secondary' })} to="/practice">
            Practise now
          </Link>
        </div>
      </section>
    </StaticPage>
  );
}

export default HiringChallengePage;
