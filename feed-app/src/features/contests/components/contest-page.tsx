import { FactList, StaticPage } from '../../static-pages';
import { istDate, istDateTime, windowFact } from '../contest-time';
import type { Contest } from '../types';
import { ContestLeaderboard } from './contest-leaderboard';
import { MyContest } from './my-contest';

/** '2025, 2026 or 2027' */
function orList(items: ReadonlyArray<string | number>): string {
  const words = items.map(String);
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** The operator's public text: paragraphs separated by blank lines, shown as plain text. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export function ContestPage({ contest, clockOffset = 0 }: { contest: Contest; clockOffset?: number }) {
  const problemCount = contest.problems.length;
  const facts = [
    { term: 'Date', detail: istDate(contest.starts_at) },
    { term: 'Duration', detail: windowFact(contest.window_minutes) },
    { term: 'Registration opens', detail: istDateTime(contest.registration_opens_at) },
    { term: 'Registration closes', detail: istDateTime(contest.registration_closes_at) },
    { term: 'Problems', detail: `${problemCount} problem${problemCount === 1 ? '' : 's'}` },
    { term: 'Entry fee', detail: 'Free' },
    { term: 'Degrees', detail: contest.eligibility.degrees.join(', ') },
    { term: 'Graduating', detail: orList(contest.eligibility.graduation_years) },
  ];
  return (
    <StaticPage title={contest.name}>
      <section aria-label="About the contest">
        {paragraphs(contest.page_text).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </section>

      <section aria-labelledby="contest-glance">
        <h2 id="contest-glance">At a glance</h2>
        <FactList facts={facts} />
      </section>

      <MyContest contest={contest} clockOffset={clockOffset} />

      <section aria-labelledby="contest-eligibility">
        <h2 id="contest-eligibility">Who can take part</h2>
        <p>Students who are enrolled in one of these degrees:</p>
        <ul>
          <li>{orList(contest.eligibility.degrees)}, and</li>
          <li>graduating in {orList(contest.eligibility.graduation_years)}.</li>
        </ul>
      </section>

      <section aria-labelledby="contest-ranking">
        <h2 id="contest-ranking">How we rank</h2>
        <ol>
          <li>
            By the average overall rating of your best submission for each contest problem, highest first. A
            problem you have not attempted counts as 0.
          </li>
          <li>When two students have the same average, by the time taken, shortest first.</li>
        </ol>
      </section>

      <ContestLeaderboard contestId={contest.id} />
    </StaticPage>
  );
}
