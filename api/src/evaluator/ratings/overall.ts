import { toRating } from './rating-scale.js';

/** Weights of the overall rating; they sum to 1. */
export const OVERALL_WEIGHTS = {
  correctness: 0.45,
  efficiency: 0.2,
  readability: 0.15,
  extensibility: 0.1,
  robustness: 0.1,
} as const;

/**
 * Below the level-unlock threshold of 7: a solution that fails a correctness test, or answers a
 * performance test wrongly, cannot unlock the next level. Running out of time or memory on a
 * performance test is not a failure here: it already lowers efficiency, and a correct but slow
 * program may unlock the next level if the rest of its ratings carry it.
 */
export const FAILING_SOLUTION_CAP = 6.9;

/**
 * Below 5, the red band (SPEC §9: below 5 red, below 7 orange): code that passes no test is not
 * "nearly there", however tidy or fast it is.
 */
export const NO_TEST_PASSED_CAP = 4.9;

export type RatingSet = Record<keyof typeof OVERALL_WEIGHTS, number>;

/**
 * `correctnessPassed`: every test the correctness rating judges passed (`passesCorrectness` in
 * rate-correctness.ts), i.e. every test but performance tests that ran out of time or memory.
 */
export function overallRating(ratings: RatingSet, correctnessPassed: boolean, anyTestPassed = true): number {
  const weighted = (Object.keys(OVERALL_WEIGHTS) as Array<keyof RatingSet>).reduce(
    (sum, key) => sum + OVERALL_WEIGHTS[key] * ratings[key],
    0,
  );
  if (correctnessPassed) return toRating(weighted);
  const cap = anyTestPassed ? FAILING_SOLUTION_CAP : NO_TEST_PASSED_CAP;
  return toRating(Math.min(weighted, cap));
}
