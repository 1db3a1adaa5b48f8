/** The growth classes a measurement can be matched to, slowest-growing first. */
export const GROWTH_CLASSES = ['O(n)', 'O(n log n)', 'O(n²)', 'O(n³)'] as const;
export type GrowthClass = (typeof GROWTH_CLASSES)[number];

/** The work each class predicts for an input of size n (up to a constant factor). */
export const GROWTH_FUNCTIONS: Record<GrowthClass, (n: number) => number> = {
  'O(n)': (n) => n,
  'O(n log n)': (n) => n * Math.log2(n),
  'O(n²)': (n) => n * n,
  'O(n³)': (n) => n * n * n,
};

/**
 * The power of n each class grows like. O(n log n) counts as a little above O(n): on inputs of a
 * few thousand to a hundred thousand the two differ by a factor under 2, which timings barely
 * separate, and no learner should lose much for a sort where a single pass would do.
 */
export const GROWTH_EXPONENTS: Record<GrowthClass, number> = {
  'O(n)': 1,
  'O(n log n)': 1.15,
  'O(n²)': 2,
  'O(n³)': 3,
};
