import type { GeneratedTestRef, ProblemTestCase, StoredLevelPrograms } from '../../db/schema/practice';
import type { SupportedLanguage } from '../../evaluator/types';
import { badRequest } from '../../lib/http-errors';
import type { GrowthClass } from '../../evaluator/complexity/growth-classes';
import { GROWTH_SIZES } from '../../problem-bank/define-problem';
import { checkLevelPackage, sha256Of, type LevelPackage, type PackageProgram } from './check-level-package';

export type LevelNumber = 1 | 2 | 3;

/** What the create and edit forms send for a level made from programs. */
export interface LevelProgramsInput {
  reference: PackageProgram;
  generator?: PackageProgram | null;
  validator?: PackageProgram | null;
  checker?: PackageProgram | null;
  generator_calls: readonly string[];
  expected_growth?: GrowthClass | null;
  growth_sizes?: readonly number[] | null;
  /** The statement's largest n, n being the first number of every input. */
  max_n?: number | null;
}

/** The checker's view of a level's programs, with the level's limit and its hand-written tests. */
export function levelPackageOf(
  programs: LevelProgramsInput,
  timeLimitMs: number,
  handTests: LevelPackage['handTests'],
): LevelPackage {
  return {
    timeLimitMs,
    reference: programs.reference,
    generator: programs.generator ?? undefined,
    validator: programs.validator ?? undefined,
    checker: programs.checker ?? undefined,
    generatorCalls: programs.generator_calls,
    growth: programs.expected_growth
      ? { expected: programs.expected_growth, sizes: programs.growth_sizes ?? GROWTH_SIZES }
      : undefined,
    maxSize: programs.max_n ?? undefined,
    handTests,
  };
}

export interface LevelDraft {
  tests: ProblemTestCase[];
  timeLimitMs: number;
  programs?: LevelProgramsInput | null;
}

export interface TestDataStore {
  /** Stores each content under its SHA-256; content already stored is left as it is. */
  storeTestData(entries: ReadonlyArray<{ sha256: string; content: string }>): Promise<void>;
}

/**
 * Before a problem is saved: every level made from programs is checked (checkLevelPackage), and a level
 * whose check fails refuses the save, naming the level and each problem. A passing level keeps its
 * hand-written tests, a blank expected output filled in from the reference, and gains the generated
 * tests as hidden ones, their contents stored once by hash.
 */
export async function prepareLevels(
  levels: readonly [LevelDraft, LevelDraft, LevelDraft],
  store: TestDataStore,
): Promise<Array<{ tests: ProblemTestCase[]; programs: StoredLevelPrograms | null }>> {
  const prepared = [];
  for (const [index, draft] of levels.entries()) {
    const programs = draft.programs;
    if (!programs) {
      prepared.push({ tests: draft.tests, programs: null });
      continue;
    }
    const check = await checkLevelPackage(
      levelPackageOf(
        programs,
        draft.timeLimitMs,
        draft.tests.map((test) => ({ ...test, output: test.output === '' ? null : test.output })),
      ),
    );
    if (!check.passed)
      throw badRequest(`Level ${index + 1}'s programs fail their check: ${check.problems.join(' ')}`);
    const handTests = check.tests.slice(0, draft.tests.length).map((test, testIndex) => ({
      input: draft.tests[testIndex]!.input,
      output: test.output,
      sample: draft.tests[testIndex]!.sample,
    }));
    const generated = check.tests.slice(draft.tests.length);
    const generatedTests: GeneratedTestRef[] = generated.map((test) => ({
      source: test.source,
      input_sha256: test.inputSha256,
      output_sha256: sha256Of(test.output),
      input_bytes: Buffer.byteLength(test.input),
      output_bytes: Buffer.byteLength(test.output),
    }));
    const growthInputs = (check.growth?.inputs ?? []).map((entry) => ({
      ...entry,
      sha256: sha256Of(entry.input),
    }));
    await store.storeTestData([
      ...generated.flatMap((test, testIndex) => [
        { sha256: generatedTests[testIndex]!.input_sha256, content: test.input },
        { sha256: generatedTests[testIndex]!.output_sha256, content: test.output },
      ]),
      ...growthInputs.map((entry) => ({ sha256: entry.sha256, content: entry.input })),
    ]);
    prepared.push({
      tests: handTests,
      programs: {
        reference: programs.reference,
        generator: programs.generator ?? null,
        validator: programs.validator ?? null,
        checker: programs.checker ?? null,
        generator_calls: [...programs.generator_calls],
        generated_tests: generatedTests,
        expected_growth: programs.expected_growth ?? null,
        growth_sizes: programs.growth_sizes ? [...programs.growth_sizes] : null,
        max_n: programs.max_n ?? null,
        growth_inputs: growthInputs.map((entry) => ({
          size: entry.size,
          input_sha256: entry.sha256,
          ...(entry.fillIn ? { fill_in: true } : {}),
        })),
      },
    });
  }
  return prepared;
}

/** A stored program, as the API shows it. */
export const programOf = (program: { language: string; code: string } | null) =>
  program ? { language: program.language as SupportedLanguage, code: program.code } : null;

type LevelFields<N extends LevelNumber> = {
  [key in `level_${N}_tests`]: ProblemTestCase[];
} & { [key in `level_${N}_time_limit_ms`]: number } & {
  [key in `level_${N}_programs`]?: LevelProgramsInput | null;
};

/** A create or edit body's three levels, prepared (prepareLevels) in the shape the repository saves. */
export async function preparedProblemLevels(
  body: LevelFields<1> & LevelFields<2> & LevelFields<3>,
  store: TestDataStore,
): Promise<{
  tests: [ProblemTestCase[], ProblemTestCase[], ProblemTestCase[]];
  programs: [StoredLevelPrograms | null, StoredLevelPrograms | null, StoredLevelPrograms | null];
}> {
  const [first, second, third] = await prepareLevels(
    [
      { tests: body.level_1_tests, timeLimitMs: body.level_1_time_limit_ms, programs: body.level_1_programs },
      { tests: body.level_2_tests, timeLimitMs: body.level_2_time_limit_ms, programs: body.level_2_programs },
      { tests: body.level_3_tests, timeLimitMs: body.level_3_time_limit_ms, programs: body.level_3_programs },
    ],
    store,
  );
  return {
    tests: [first!.tests, second!.tests, third!.tests],
    programs: [first!.programs, second!.programs, third!.programs],
  };
}
