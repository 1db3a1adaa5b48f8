import { readFileSync } from 'node:fs';
import { defaultTestKind } from '../evaluator/complexity/test-kinds.js';
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
}

type Three<T> = readonly [T, T, T];

/** What one level of a bank problem sets for itself; the rest comes from the problem's modules. */
export interface LevelSetting {
  readonly timeLimitMs: number;
  readonly bounds: LevelBounds;
  readonly expected: GrowthClass;
  readonly sizes?: readonly number[];
}

/** The sizes a level is timed at unless it names its own. */
export const GROWTH_SIZES = [1000, 4000, 16_000, 64_000] as const;

/**
 * A bank problem's three levels: each level's oracle, inputs and growth generator in order, and what
 * `setting(level)` says of its time limit, bounds and expected growth.
 */
export function threeLevels(
  parts: {
    oracles: Three<Oracle>;
    inputs: Three<() => readonly TestInput[]>;
    growthInputs: {
      level1: (n: number) => string;
      level2: (n: number) => string;
      level3: (n: number) => string;
    };
  },
  setting: (level: 1 | 2 | 3) => LevelSetting,
): [LevelSource, LevelSource, LevelSource] {
  const generators = [
    parts.growthInputs.level1,
    parts.growthInputs.level2,
    parts.growthInputs.level3,
  ] as const;
  const level = (index: 0 | 1 | 2): LevelSource => {
    const { timeLimitMs, bounds, expected, sizes = GROWTH_SIZES } = setting((index + 1) as 1 | 2 | 3);
    return {
      timeLimitMs,
      oracle: parts.oracles[index],
      inputs: parts.inputs[index],
      bounds,
      growth: { expected, sizes, generate: generators[index] },
    };
  };
  return [level(0), level(1), level(2)];
}

export function defineProblem(source: ProblemSource): ProblemDefinition {
  const levels = source.levels.map((level, index) =>
    defineLevel(readQuestion(source.folderUrl, index + 1), level),
  ) as [ProblemLevel, ProblemLevel, ProblemLevel];
  return { slug: source.slug, title: source.title, category: source.category, tags: source.tags, levels };
}

function readQuestion(folderUrl: string, level: number): string {
  return readFileSync(new URL(`./questions/level-${level}.md`, folderUrl), 'utf8');
}

function defineLevel(question: string, source: LevelSource): ProblemLevel {
  let tests: readonly TestCase[] | undefined;
  return {
    question,
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
