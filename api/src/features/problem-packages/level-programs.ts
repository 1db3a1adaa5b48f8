import { createHash } from 'node:crypto';
import type { GeneratedTestRef, ProblemTestCase, StoredLevelPrograms } from '../../db/schema/practice';
import type { SupportedLanguage } from '../../evaluator/types';
import { badRequest } from '../../lib/http-errors';
import { checkLevelPackage, type PackageProgram } from './check-level-package';

export type LevelNumber = 1 | 2 | 3;

/** What the create and edit forms send for a level made from programs. */
export interface LevelProgramsInput {
  reference: PackageProgram;
  generator?: PackageProgram | null;
  validator?: PackageProgram | null;
  generator_calls: readonly string[];
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

export const sha256Of = (content: string) => createHash('sha256').update(content).digest('hex');

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
    const check = await checkLevelPackage({
      timeLimitMs: draft.timeLimitMs,
      reference: programs.reference,
      generator: programs.generator ?? undefined,
      validator: programs.validator ?? undefined,
      generatorCalls: programs.generator_calls,
      handTests: draft.tests.map((test) => ({ ...test, output: test.output === '' ? null : test.output })),
    });
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
    await store.storeTestData(
      generated.flatMap((test, testIndex) => [
        { sha256: generatedTests[testIndex]!.input_sha256, content: test.input },
        { sha256: generatedTests[testIndex]!.output_sha256, content: test.output },
      ]),
    );
    prepared.push({
      tests: handTests,
      programs: {
        reference: programs.reference,
        generator: programs.generator ?? null,
        validator: programs.validator ?? null,
        generator_calls: [...programs.generator_calls],
        generated_tests: generatedTests,
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
