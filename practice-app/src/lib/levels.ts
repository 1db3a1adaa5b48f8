/** Every problem has three levels; level 1 is always open (docs/PRODUCT.md#levels). */
export const PROBLEM_LEVELS = [1, 2, 3] as const;

export type ProblemLevel = (typeof PROBLEM_LEVELS)[number];

export const DEFAULT_LEVEL: ProblemLevel = 1;

/** The overall rating out of 10 a level needs before the next one opens. */
export const UNLOCK_THRESHOLD = 7;

export const LOCKED_LEVEL_MESSAGE =
  'You need overall rating of at least 7 in the previous level to unlock this level.';

export function parseLevel(value: unknown): ProblemLevel | null {
  const level = typeof value === 'number' ? value : Number(value);
  return (PROBLEM_LEVELS as readonly number[]).includes(level) ? (level as ProblemLevel) : null;
}
