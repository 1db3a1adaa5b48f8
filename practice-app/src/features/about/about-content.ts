import { LANGUAGES } from 'shared-api';
import { LANGUAGE_LABELS } from '../../lib/languages';

export interface RatingCriterion {
  name: string;
  question: string;
}

/** The five things every submission is rated on, out of 10 each. */
export const RATING_CRITERIA: RatingCriterion[] = [
  {
    name: 'Correctness',
    question: 'Does it give the right answer, including on the edge cases interviewers like to try?',
  },
  {
    name: 'Efficiency',
    question: 'Are the time and memory costs what the problem calls for, or is there a needless extra loop?',
  },
  {
    name: 'Readability',
    question: 'Could a teammate follow it on the first read: names, structure, small functions?',
  },
  {
    name: 'Extensibility',
    question: 'When the requirement changes in the follow-up question, how much has to be rewritten?',
  },
  {
    name: 'Robustness',
    question: 'What happens with empty input, huge input or a value of the wrong shape?',
  },
];

export interface ChallengeTrack {
  title: string;
  description: string;
}

export const CHALLENGE_TRACKS: ChallengeTrack[] = [
  {
    title: 'Data structures and algorithms',
    description:
      'Arrays, strings, hashing, trees, graphs and dynamic programming, written the way an interviewer expects to read them.',
  },
  {
    title: 'Low-level design',
    description:
      'Classes, interfaces and responsibilities for systems such as a parking lot or a rate limiter, judged on how well they absorb change.',
  },
  {
    title: 'Machine coding',
    description:
      'A small working program under time pressure, the round many product companies in India use to filter candidates.',
  },
];

/** The languages by name, in the API's order (Python first). */
export const SUPPORTED_LANGUAGES = LANGUAGES.map((language) => LANGUAGE_LABELS[language]);

export interface Step {
  title: string;
  text: string;
}

export const HOW_IT_WORKS: Step[] = [
  { title: 'Pick a challenge', text: 'Browse the list and open a problem; Level 1 is always open.' },
  { title: 'Write your solution', text: 'Use the built-in editor in the language you interview in.' },
  {
    title: 'Get rated',
    text: 'Press Evaluate and read a score out of 10 for each criterion, with notes on what to improve.',
  },
  {
    title: 'Level up',
    text: 'An overall rating of at least 7 unlocks the next level of the same problem, where the follow-up question waits.',
  },
];
