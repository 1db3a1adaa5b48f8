import type { ProblemCategory } from '../types.js';
import { toRating } from './rating-scale.js';

export type RatingName = 'correctness' | 'efficiency' | 'readability' | 'extensibility' | 'robustness';
export type RatingSet = Record<RatingName, number>;
export type RatingWeights = Readonly<RatingSet>;

/**
 * Readability, extensibility and robustness: 65%, so correct code with readability and extensibility
 * at 5 is orange (6.9). Wrong answers need no weight here: a submission that is not accepted is capped.
 */
const DESIGN_ROUND_WEIGHTS: RatingWeights = {
  correctness: 0.2,
  efficiency: 0.15,
  readability: 0.3,
  extensibility: 0.2,
  robustness: 0.15,
};

/**
 * Weights of the overall rating per problem category (each sums to 1), the same for every language.
 * A low-level-design or machine-coding round is about the code's structure: readability,
 * extensibility and robustness weigh more than half there, so correct but careless code stays below
 * the unlock threshold. A DSA round is about a correct, fast algorithm, but careless code still
 * trails clean code by two points or more (readability and extensibility weigh 40%: careless code
 * loses 5–10 points on each, and robustness most of the time a point or two). Correctness needs
 * less weight than its importance suggests: code that is not accepted is capped below 7 anyway.
 */
export const OVERALL_WEIGHTS: Record<ProblemCategory, RatingWeights> = {
  dsa: { correctness: 0.3, efficiency: 0.2, readability: 0.25, extensibility: 0.15, robustness: 0.1 },
  'low-level-design': DESIGN_ROUND_WEIGHTS,
  'machine-coding': DESIGN_ROUND_WEIGHTS,
};

export const PROBLEM_CATEGORIES = [
  'dsa',
  'low-level-design',
  'machine-coding',
] as const satisfies readonly ProblemCategory[];

export const DEFAULT_CATEGORY: ProblemCategory = 'dsa';

/**
 * Below the level-unlock threshold of 7: a submission that is not accepted (a compile error, or a
 * wrong answer, crash, time-out or memory-out on any test, performance tests included) cannot unlock
 * the next level, however good the rest of its code is.
 */
export const FAILING_SOLUTION_CAP = 6.9;

/**
 * Below 5, the red band (docs/PRODUCT.md#rating-colours: below 5 red, below 7 orange): code that passes no
 * test is not "nearly there", however tidy or fast it is.
 */
export const NO_TEST_PASSED_CAP = 4.9;

const RATING_LABELS: Record<RatingName, string> = {
  correctness: 'correctness',
  efficiency: 'efficiency',
  readability: 'readability',
  extensibility: 'extensibility',
  robustness: 'robustness',
};

const CATEGORY_LABELS: Record<ProblemCategory, string> = {
  dsa: 'a data-structures-and-algorithms problem',
  'low-level-design': 'a low-level-design problem',
  'machine-coding': 'a machine-coding problem',
};

/** The learner's "How this is rated" note: the verdict rule and this category's weights. */
export function howThisIsRated(category: ProblemCategory): string {
  const weights = OVERALL_WEIGHTS[category];
  const parts = (Object.keys(weights) as RatingName[])
    .map((name) => `${RATING_LABELS[name]} ${Math.round(weights[name] * 100)}%`)
    .join(', ');
  return (
    `Overall for ${CATEGORY_LABELS[category]}: ${parts}. ` +
    'A submission is accepted only when every test, hidden ones included, passes within the time and memory limits; ' +
    'otherwise overall stays below 7 and the next level stays locked.'
  );
}

export function overallRating(
  ratings: RatingSet,
  accepted: boolean,
  anyTestPassed = true,
  category: ProblemCategory = DEFAULT_CATEGORY,
): number {
  const weights = OVERALL_WEIGHTS[category];
  const weighted = (Object.keys(weights) as RatingName[]).reduce(
    (sum, key) => sum + weights[key] * ratings[key],
    0,
  );
  if (accepted) return toRating(weighted);
  const cap = anyTestPassed ? FAILING_SOLUTION_CAP : NO_TEST_PASSED_CAP;
  return toRating(Math.min(weighted, cap));
}
