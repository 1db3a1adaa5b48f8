import { growthInputs } from '../../evaluator/complexity/growth-inputs';
import { DEFAULT_CATEGORY } from '../../evaluator/ratings/overall';
import type { GrowthPlan, ProblemCategory, TestCase } from '../../evaluator/types';
import { problemBank } from '../../problem-bank/index';
import { bankLevelTests } from '../../problem-bank/level-tests-thread';
import type { ProblemLevelTestsRow } from './problems-repository';

/**
 * The tests a level is judged on. Bank problems keep theirs in code (megabytes per level, built once
 * per process on first use, in a worker thread, and kept); problems an administrator created keep
 * theirs in the database.
 */
export async function levelTests(row: ProblemLevelTestsRow, level: 1 | 2 | 3): Promise<TestCase[]> {
  if (!row.bank_slug) return row.tests;
  const problem = problemBank.find((candidate) => candidate.slug === row.bank_slug);
  if (!problem) throw new Error(`The problem bank has no problem '${row.bank_slug}'.`);
  const definition = problem.levels[level - 1];
  if (!definition) throw new Error(`The problem bank has no level ${level} for '${row.bank_slug}'.`);
  return [...(await bankLevelTests(problem.slug, level))];
}

const growthPlans = new Map<string, GrowthPlan>();

/**
 * The inputs of growing n a bank level's submissions are timed on to measure their complexity,
 * built once per process (a few milliseconds; no oracle runs on them). Undefined for levels that
 * declare no expected growth, and for problems an administrator created.
 */
export function levelGrowthPlan(row: ProblemLevelTestsRow, level: 1 | 2 | 3): GrowthPlan | undefined {
  if (!row.bank_slug) return undefined;
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
