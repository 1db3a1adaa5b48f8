/**
 * Codility's split: correctness tests are the small and edge cases, performance tests the large
 * inputs. A wrong answer counts against correctness wherever it happens; running out of time or
 * memory on a performance test counts against efficiency only.
 */
export type TestKind = 'correctness' | 'performance';

/**
 * Tests without a declared kind (problems an administrator wrote) are performance tests from this
 * input size up: about 10 000 numbers, where the intended and a naive algorithm start to differ.
 */
export const PERFORMANCE_INPUT_BYTES = 64 * 1024;

export function defaultTestKind(input: string, sample: boolean): TestKind {
  return !sample && Buffer.byteLength(input) >= PERFORMANCE_INPUT_BYTES ? 'performance' : 'correctness';
}
