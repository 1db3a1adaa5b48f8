import type { LevelIo } from './level-io.js';
import type { GrowthClass } from '../evaluator/complexity/growth-classes.js';
import type { TestKind } from '../evaluator/complexity/test-kinds.js';

export type { GrowthClass, TestKind };

export interface TestCase {
  /** Everything the program reads on stdin. */
  readonly input: string;
  /** The exact expected stdout; compared line by line with trailing whitespace ignored. */
  readonly output: string;
  /** Sample tests are shown to the learner with the question; the others stay hidden. */
  readonly sample: boolean;
  /** Correctness (small, edge cases) or performance (large inputs, where a slow algorithm times out). */
  readonly kind: TestKind;
}

/** How a level's time should grow with n, and inputs of any size to measure it on. */
export interface LevelGrowth {
  /** The growth of the intended solution (the reference's). */
  readonly expected: GrowthClass;
  /** The sizes the submission is timed at, smallest first. */
  readonly sizes: readonly number[];
  /** A random input of size n, seeded so that every submission is timed on the same inputs. */
  readonly generate: (n: number) => string;
}

/**
 * What a level's statement bounds, so that its hidden tests can be checked to reach each bound: an
 * array sized one short of the largest n, or a type too narrow for the extreme values, then fails.
 */
export interface LevelBounds {
  /** The largest n (length of the main array) the statement allows. */
  readonly maxSize: number;
  readonly minValue: number;
  readonly maxValue: number;
  /** Reads n and the main array's values from an input of this level. */
  readonly measure: (input: string) => { size: number; values: readonly number[] };
}

export interface ProblemLevel {
  /** Markdown: the task, input/output format, constraints and a worked sample. */
  readonly question: string;
  readonly tests: readonly TestCase[];
  /** Only the sample tests, without computing the large hidden ones' expected outputs. */
  readonly samples: readonly TestCase[];
  readonly timeLimitMs: number;
  readonly bounds?: LevelBounds;
  readonly growth?: LevelGrowth;
  /** What the level reads and prints: its starter templates are generated from it. */
  readonly io: LevelIo;
}

export type ProblemCategory = 'dsa' | 'low-level-design' | 'machine-coding';

export interface ProblemDefinition {
  readonly slug: string;
  readonly title: string;
  readonly category: ProblemCategory;
  readonly tags: readonly string[];
  readonly levels: readonly [ProblemLevel, ProblemLevel, ProblemLevel];
}

/** A test before its expected output is computed by the problem's oracle. */
export interface TestInput {
  readonly input: string;
  readonly sample?: boolean;
  /** Defaults to performance for non-sample inputs of 64 KB or more, correctness otherwise. */
  readonly kind?: TestKind;
}

export type Oracle = (input: string) => string;
