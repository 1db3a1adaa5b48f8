import { readFileSync } from 'node:fs';
import { defaultTestKind } from '../evaluator/complexity/test-kinds.js';
import type {
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
