import { growthInputs } from '../../evaluator/complexity/growth-inputs';
import { DEFAULT_CATEGORY } from '../../evaluator/ratings/overall';
import type {
  EvaluationRequest,
  GrowthPlan,
  ProblemCategory,
  SupportedLanguage,
  TestCase,
} from '../../evaluator/types';
import { problemBank } from '../../problem-bank/index';
import { bankLevelTests } from '../../problem-bank/level-tests-thread';
import type { ProblemLevelTestsRow, ProblemsRepository } from './problems-repository';

/** How much generated test content a process keeps between evaluations, most recently used last. */
const TEST_DATA_CACHE_BYTES = 64 * 1024 * 1024;
const cachedTestData = new Map<string, string>();
let cachedBytes = 0;

function remember(sha256: string, content: string) {
  cachedTestData.delete(sha256);
  cachedTestData.set(sha256, content);
  cachedBytes += content.length;
  for (const [oldest, text] of cachedTestData) {
    if (cachedBytes <= TEST_DATA_CACHE_BYTES) break;
    cachedTestData.delete(oldest);
    cachedBytes -= text.length;
  }
}

/**
 * The contents of generated tests by hash: stored once in problem_test_data, and kept in memory so
 * that the next evaluation of the same level reads no megabytes from the database.
 */
async function testContents(
  hashes: readonly string[],
  store: Pick<ProblemsRepository, 'testData'>,
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const missing: string[] = [];
  for (const hash of new Set(hashes)) {
    const content = cachedTestData.get(hash);
    if (content === undefined) missing.push(hash);
    else found.set(hash, content);
  }
  for (const [hash, content] of await store.testData(missing)) {
    remember(hash, content);
    found.set(hash, content);
  }
  return found;
}

/**
 * The tests a level is judged on. Bank problems keep theirs in code (megabytes per level, built once
 * per process on first use, in a worker thread, and kept); problems an administrator created keep
 * their hand-written tests on the problem and their generated ones in problem_test_data.
 */
export async function levelTests(
  row: ProblemLevelTestsRow,
  level: 1 | 2 | 3,
  store: Pick<ProblemsRepository, 'testData'>,
): Promise<TestCase[]> {
  if (!row.bank_slug) {
    if (row.generated_tests.length === 0) return row.tests;
    const contents = await testContents(
      row.generated_tests.flatMap((test) => [test.input_sha256, test.output_sha256]),
      store,
    );
    const generated = row.generated_tests.map((test) => {
      const input = contents.get(test.input_sha256);
      const output = contents.get(test.output_sha256);
      if (input === undefined || output === undefined)
        throw new Error(
          `The generated test ${test.source} of level ${level} is missing from problem_test_data.`,
        );
      return { input, output, sample: false };
    });
    return [...row.tests, ...generated];
  }
  const problem = problemBank.find((candidate) => candidate.slug === row.bank_slug);
  if (!problem) throw new Error(`The problem bank has no problem '${row.bank_slug}'.`);
  const definition = problem.levels[level - 1];
  if (!definition) throw new Error(`The problem bank has no level ${level} for '${row.bank_slug}'.`);
  return [...(await bankLevelTests(problem.slug, level))];
}

const growthPlans = new Map<string, GrowthPlan>();

/**
 * The inputs of growing n a level's submissions are timed on to measure their complexity. A bank
 * level's are built once per process (a few milliseconds; no oracle runs on them); a level made from
 * programs has them stored, made by its generator when it was saved. Undefined for levels that
 * declare no expected growth.
 */
export async function levelGrowthPlan(
  row: ProblemLevelTestsRow,
  level: 1 | 2 | 3,
  store: Pick<ProblemsRepository, 'testData'>,
): Promise<GrowthPlan | undefined> {
  if (!row.bank_slug) {
    if (!row.expected_growth || !row.growth_inputs?.length) return undefined;
    const contents = await testContents(
      row.growth_inputs.map((entry) => entry.input_sha256),
      store,
    );
    return {
      expected: row.expected_growth,
      inputs: row.growth_inputs.flatMap((entry) => {
        const input = contents.get(entry.input_sha256);
        return input === undefined
          ? []
          : [{ size: entry.size, input, ...(entry.fill_in ? { fillIn: true } : {}) }];
      }),
    };
  }
  const key = `${row.bank_slug}/${level}`;
  const built = growthPlans.get(key);
  if (built) return built;
  const growth = problemBank.find((candidate) => candidate.slug === row.bank_slug)?.levels[level - 1]?.growth;
  if (!growth) return undefined;
  const plan: GrowthPlan = {
    expected: growth.expected,
    inputs: growthInputs(growth.sizes, growth.generate),
  };
  growthPlans.set(key, plan);
  return plan;
}

/** The problem's category, which weighs its overall rating; problems an administrator created count as DSA. */
export function problemCategory(bankSlug: string | null | undefined): ProblemCategory {
  if (!bankSlug) return DEFAULT_CATEGORY;
  return problemBank.find((candidate) => candidate.slug === bankSlug)?.category ?? DEFAULT_CATEGORY;
}

/** A stored level's answer checker, as the judge takes it. */
export function checkerOf(checker: ProblemLevelTestsRow['checker']): EvaluationRequest['checker'] {
  return checker ? { language: checker.language as SupportedLanguage, code: checker.code } : undefined;
}
