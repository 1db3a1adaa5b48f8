import { readFileSync } from 'node:fs';
import { defaultTestKind } from '../evaluator/complexity/test-kinds.js';
import { parseLevelIo, type LevelIo } from './level-io.js';
import type {
  GrowthClass,
  LevelBounds,
  LevelGrowth,
  Oracle,
  ProblemCategory,
  ProblemDefinition,
  ProblemLevel,
  TestCase,
  TestInput,
} from './types.js';

export interface LevelSource {
  readonly timeLimitMs: number;
  readonly oracle: Oracle;
  /** Called once, on first use of `tests`: large inputs are built only when needed. */
  readonly inputs: () => readonly TestInput[];
  readonly bounds?: LevelBounds;
  readonly growth?: LevelGrowth;
}

export interface ProblemSource {
  readonly slug: string;
  readonly title: string;
  readonly category: ProblemCategory;
  readonly tags: readonly string[];
  /** `import.meta.url` of the problem's folder file; its `questions/level-N.md` are the statements. */
  readonly folderUrl: string;
  readonly levels: readonly [LevelSource, LevelSource, LevelSource];
  /** Per level: what it reads and prints (validated here, so a bad description fails at load). */
  readonly io: readonly [LevelIo, LevelIo, LevelIo];
}

/** What one level of a bank problem sets for itself; the rest comes from the problem's modules. */
export interface LevelSetting {
  readonly timeLimitMs: number;
  readonly bounds: LevelBounds;
  readonly expected: GrowthClass;
  readonly sizes?: readonly number[];
}

/** The sizes a level is timed at unless it names its own. */
export const GROWTH_SIZES = [1000, 4000, 16_000, 64_000] as const;

type LevelInputs = () => readonly TestInput[];

/**
 * A bank problem's three levels, from its modules (the oracle's `solveLevelN`, the tests'
 * `levelNInputs`, the growth generators) and what `setting(level)` says of its time limit, bounds and
 * expected growth.
 */
export function threeLevels(
  oracle: { solveLevel1: Oracle; solveLevel2: Oracle; solveLevel3: Oracle },
  tests: { level1Inputs: LevelInputs; level2Inputs: LevelInputs; level3Inputs: LevelInputs },
  growthInputs: {
    level1: (n: number) => string;
    level2: (n: number) => string;
    level3: (n: number) => string;
  },
  setting: (level: 1 | 2 | 3) => LevelSetting,
): [LevelSource, LevelSource, LevelSource] {
  const level = (
    number: 1 | 2 | 3,
    solve: Oracle,
    inputs: LevelInputs,
    generate: (n: number) => string,
  ): LevelSource => {
    const { timeLimitMs, bounds, expected, sizes = GROWTH_SIZES } = setting(number);
    return { timeLimitMs, oracle: solve, inputs, bounds, growth: { expected, sizes, generate } };
  };
  return [
    level(1, oracle.solveLevel1, tests.level1Inputs, growthInputs.level1),
    level(2, oracle.solveLevel2, tests.level2Inputs, growthInputs.level2),
    level(3, oracle.solveLevel3, tests.level3Inputs, growthInputs.level3),
  ];
}

export function defineProblem(source: ProblemSource): ProblemDefinition {
  const levels = source.levels.map((level, index) =>
    defineLevel(readQuestion(source.folderUrl, index + 1), level, parseLevelIo(source.io[index])),
  ) as [ProblemLevel, ProblemLevel, ProblemLevel];
  return { slug: source.slug, title: source.title, category: source.category, tags: source.tags, levels };
}

function readQuestion(folderUrl: string, level: number): string {
  return readFileSync(new URL(`./questions/level-${level}.md`, folderUrl), 'utf8');
}

function defineLevel(question: string, source: LevelSource, io: LevelIo): ProblemLevel {
  let tests: readonly TestCase[] | undefined;
  return {
    question,
    io,
    timeLimitMs: source.timeLimitMs,
    bounds: source.bounds,
    growth: source.growth,
    // Expected outputs come from the oracle, so a test can never disagree with the statement.
    get tests() {
      tests ??= source.inputs().map(({ input, sample, kind }) => ({
        input,
        output: source.oracle(input),
        sample: sample ?? false,
        kind: kind ?? defaultTestKind(input, sample ?? false),
      }));
      return tests;
    },
    // Seeding needs only these: running the oracle on the large inputs is what makes `tests` slow.
    get samples() {
      if (tests) return tests.filter((test) => test.sample);
      return source
        .inputs()
        .filter((test) => test.sample)
        .map(({ input }) => ({
          input,
          output: source.oracle(input),
          sample: true,
          kind: 'correctness' as const,
        }));
    },
  };
}
