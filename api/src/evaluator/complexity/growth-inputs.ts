import type { GrowthPlan } from '../types.js';

/**
 * The inputs a level's submissions are timed on: one per declared size, plus a fill-in size halfway
 * (geometrically) between two declared sizes four or more times apart. Fill-ins are run only when a
 * series needs them (run-size-series.ts): a program can be lost in start-up at one size and already
 * take long at the next, four times larger, and growth takes two timed sizes.
 */
export function growthInputs(
  sizes: readonly number[],
  generate: (n: number) => string,
): GrowthPlan['inputs'] {
  const declared = [...sizes].sort((a, b) => a - b);
  const fillIns = declared.slice(1).flatMap((size, index) => {
    const below = declared[index]!;
    if (size / below < 4) return [];
    const between = Math.round(Math.sqrt(below * size) / 1000) * 1000;
    return between > below && between < size ? [between] : [];
  });
  return [
    ...declared.map((size) => ({ size, input: generate(size) })),
    ...fillIns.map((size) => ({ size, input: generate(size), fillIn: true })),
  ];
}
