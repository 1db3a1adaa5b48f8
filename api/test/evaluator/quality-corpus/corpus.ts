import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { growthInputs } from '../../../src/evaluator/complexity/growth-inputs.js';
import { evaluateSubmission } from '../../../src/evaluator/evaluate-submission.js';
import type {
  Evaluation,
  EvaluationRequest,
  SupportedLanguage,
  TestCase,
} from '../../../src/evaluator/types.js';
import { problemBank } from '../../../src/problem-bank/index.js';
import { corpusTests, PROBLEMS, TIME_LIMIT_MS } from './problems.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));

export const VARIANTS = [
  'clean',
  'slow',
  'careless',
  'off-by-one',
  'crash',
  'over-engineered',
  'all-wrong',
] as const;
export type Variant = (typeof VARIANTS)[number];
export const LANGUAGES = [
  { language: 'python', extension: 'py' },
  { language: 'cpp', extension: 'cpp' },
  { language: 'javascript', extension: 'js' },
] as const satisfies ReadonlyArray<{ language: SupportedLanguage; extension: string }>;

export const RATINGS = [
  'overall',
  'correctness',
  'efficiency',
  'readability',
  'extensibility',
  'robustness',
] as const;
export type Rating = (typeof RATINGS)[number];

/** The bands of the confusion table. */
export const BANDS = ['≥9', '7–8.9', '5.1–6.9', '≤5'] as const;
export type Band = (typeof BANDS)[number];
export function bandOf(rating: number): Band {
  if (rating >= 9) return '≥9';
  if (rating >= 7) return '7–8.9';
  if (rating > 5) return '5.1–6.9';
  return '≤5';
}

/**
 * The label of every submission of a variant: the bands each rating may land in (a rating not
 * listed is not labelled). Issue #10's bands: clean ≥ 9 overall; careless readability and
 * extensibility ≤ 5; slow efficiency ≤ 4 (checked exactly below) with correctness ≥ 9; off-by-one and
 * crashing code < 7 overall; all-wrong code (it runs, but misreads the problem and answers every test
 * wrongly) < 5 overall (checked exactly below) with correctness 0.
 */
export const LABELS: Record<Variant, Partial<Record<Rating, Band[]>>> = {
  clean: {
    overall: ['≥9'],
    correctness: ['≥9'],
    readability: ['≥9', '7–8.9'],
    extensibility: ['≥9', '7–8.9'],
    robustness: ['≥9', '7–8.9'],
  },
  // Issue 26: a time-out on a hidden test is "not accepted", so overall stays below 7.
  slow: { overall: ['5.1–6.9', '≤5'], correctness: ['≥9'], efficiency: ['≤5'] },
  careless: { correctness: ['≥9'], readability: ['≤5'], extensibility: ['≤5'] },
  'off-by-one': { overall: ['5.1–6.9', '≤5'] },
  crash: { overall: ['5.1–6.9', '≤5'], robustness: ['5.1–6.9', '≤5'] },
  'over-engineered': {
    overall: ['≥9', '7–8.9'],
    correctness: ['≥9'],
    readability: ['≥9', '7–8.9'],
    extensibility: ['≥9', '7–8.9'],
  },
  'all-wrong': { overall: ['≤5'], correctness: ['≤5'] },
};
/** Slow code's efficiency must be at most this (a band edge the table does not have). */
export const SLOW_EFFICIENCY_MAX = 4;
/** All-wrong code's overall rating must be below this (the band edge is ≤ 5; the issue says < 5). */
export const ALL_WRONG_OVERALL_BELOW = 5;
/** All-wrong code answers every test wrongly (no time-out, no crash), so its correctness is exactly this. */
export const ALL_WRONG_CORRECTNESS = 0;
/** Careless code must trail the clean solution by at least this much on readability and extensibility. */
export const CARELESS_GAP = 2.5;
/** Issue 26: in DSA problems (all of the corpus's), careless but correct code trails clean overall by this much. */
export const CARELESS_OVERALL_GAP = 2;

export interface CorpusEntry {
  problem: string;
  /** Index in PROBLEMS, or in the problem bank for a bank entry. */
  problemIndex: number;
  /** A bank entry: the level whose tests, time limit, growth plan and category judge it. */
  bankLevel?: number;
  variant: Variant;
  language: SupportedLanguage;
  file: string;
  /**
   * Held out from tuning by a rule fixed before any tuning: (problem + variant + language index) % 3
   * === 0, exactly a third of the grid, spread over every problem, variant and language.
   */
  heldOut: boolean;
}

export const CORPUS: CorpusEntry[] = PROBLEMS.flatMap((problem, problemIndex) =>
  VARIANTS.flatMap((variant, variantIndex) =>
    LANGUAGES.map(({ language, extension }, languageIndex) => ({
      problem: problem.name,
      problemIndex,
      variant,
      language,
      file: path.join(HERE, problem.name, `${variant}.${extension}`),
      heldOut: (problemIndex + variantIndex + languageIndex) % 3 === 0,
    })),
  ),
);

/** Every language a bank entry may be written in, in a fixed order (the held-out rule uses it). */
export const BANK_LANGUAGES = [
  { language: 'python', extension: 'py' },
  { language: 'cpp', extension: 'cpp' },
  { language: 'javascript', extension: 'js' },
  { language: 'java', extension: 'java' },
  { language: 'go', extension: 'go' },
  { language: 'typescript', extension: 'ts' },
] as const satisfies ReadonlyArray<{ language: SupportedLanguage; extension: string }>;

const REFERENCES = path.join(HERE, '../../problem-bank/references');

/**
 * Where a bank entry's program lives: the level's reference is its clean program and the level's
 * quadratic variant its slow one (test/problem-bank/references, shared with the growth bench), the
 * others are written for the corpus in bank/<slug>/level-N/<variant>.<ext>.
 */
function bankFile(slug: string, level: number, variant: Variant, extension: string): string {
  if (variant === 'clean') return path.join(REFERENCES, slug, `level-${level}.${extension}`);
  if (variant === 'slow') return path.join(REFERENCES, slug, `level-${level}.quadratic.${extension}`);
  return path.join(HERE, 'bank', slug, `level-${level}`, `${variant}.${extension}`);
}

/**
 * The problem bank's level 1 in every variant and language that has a program (the grid grows as
 * programs are written; a missing file is simply not an entry). Held out by a rule fixed before
 * any of these programs was evaluated: (bank index + variant index + language index in
 * BANK_LANGUAGES) % 3 === 0.
 */
export const BANK_CORPUS: CorpusEntry[] = problemBank.flatMap((problem, problemIndex) =>
  VARIANTS.flatMap((variant, variantIndex) =>
    BANK_LANGUAGES.flatMap(({ language, extension }, languageIndex) => {
      const file = bankFile(problem.slug, 1, variant, extension);
      if (!existsSync(file)) return [];
      return [
        {
          problem: problem.slug,
          problemIndex,
          bankLevel: 1,
          variant,
          language,
          file,
          heldOut: (problemIndex + variantIndex + languageIndex) % 3 === 0,
        },
      ];
    }),
  ),
);

function requestFor(entry: CorpusEntry): Omit<EvaluationRequest, 'language' | 'code'> {
  if (entry.bankLevel === undefined) return { tests: testsFor(entry), timeLimitMs: TIME_LIMIT_MS };
  const problem = problemBank[entry.problemIndex]!;
  const level = problem.levels[entry.bankLevel - 1]!;
  return {
    tests: [...level.tests],
    timeLimitMs: level.timeLimitMs,
    category: problem.category,
    growth: level.growth && {
      expected: level.growth.expected,
      inputs: growthInputs(level.growth.sizes, level.growth.generate),
    },
  };
}

export interface CorpusResult {
  entry: CorpusEntry;
  ratings: Record<Rating, number>;
  evaluation: Evaluation;
  /** Wall-clock time of the evaluation (with `concurrency` of them running at once). */
  elapsedMs: number;
}

const testsByProblem = new Map<string, TestCase[]>();
function testsFor(entry: CorpusEntry): TestCase[] {
  let tests = testsByProblem.get(entry.problem);
  if (!tests) {
    tests = corpusTests(PROBLEMS[entry.problemIndex]!, 1000 + entry.problemIndex);
    testsByProblem.set(entry.problem, tests);
  }
  return tests;
}

/** Evaluates the entries in the real sandbox, `concurrency` at a time (the slots queue the rest). */
export async function evaluateCorpus(entries: CorpusEntry[], concurrency = 2): Promise<CorpusResult[]> {
  const results: CorpusResult[] = new Array(entries.length);
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const index = next++;
      const entry = entries[index]!;
      const started = performance.now();
      const evaluation = await evaluateSubmission(
        { language: entry.language, code: readFileSync(entry.file, 'utf8'), ...requestFor(entry) },
        { reviewer: null },
      );
      results[index] = {
        entry,
        evaluation,
        elapsedMs: performance.now() - started,
        ratings: {
          overall: evaluation.overall_rating,
          correctness: evaluation.correctness_rating,
          efficiency: evaluation.efficiency_rating,
          readability: evaluation.readability_rating,
          extensibility: evaluation.extensibility_rating,
          robustness: evaluation.robustness_rating,
        },
      };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

const label = (entry: CorpusEntry) => `${entry.problem}/${entry.variant}.${entry.language}`;

/** Every label the results break, in words (empty when all hold). */
export function bandViolations(results: CorpusResult[], allResults: CorpusResult[] = results): string[] {
  const violations: string[] = [];
  for (const { entry, ratings, evaluation } of results) {
    for (const [rating, bands] of Object.entries(LABELS[entry.variant]) as Array<[Rating, Band[]]>) {
      if (!bands.includes(bandOf(ratings[rating])))
        violations.push(`${label(entry)}: ${rating} ${ratings[rating]} outside ${bands.join(' or ')}`);
    }
    if (entry.variant === 'slow' && ratings.efficiency > SLOW_EFFICIENCY_MAX)
      violations.push(`${label(entry)}: efficiency ${ratings.efficiency} > ${SLOW_EFFICIENCY_MAX}`);
    if (entry.variant === 'slow' && evaluation.verdict.reason !== 'time_limit_exceeded')
      violations.push(`${label(entry)}: verdict "${evaluation.verdict.message}" is not a time limit`);
    if (entry.variant === 'all-wrong') {
      if (ratings.overall >= ALL_WRONG_OVERALL_BELOW)
        violations.push(
          `${label(entry)}: overall ${ratings.overall} is not below ${ALL_WRONG_OVERALL_BELOW}`,
        );
      if (ratings.correctness !== ALL_WRONG_CORRECTNESS)
        violations.push(
          `${label(entry)}: correctness ${ratings.correctness} is not ${ALL_WRONG_CORRECTNESS}`,
        );
      // The variant is about answers: a time-out would make it a slow program instead.
      const unanswered = evaluation.test_results.filter((test) => test.verdict !== 'wrong_answer');
      if (unanswered.length > 0)
        violations.push(
          `${label(entry)}: tests ${unanswered.map((test) => `${test.index + 1} (${test.verdict})`).join(', ')} are not wrong answers`,
        );
    }
    // Issue 26: a design or machine-coding round is about the code's structure, so careless but
    // correct code is orange there (below 7), whatever the clean program gets.
    const category = entry.bankLevel === undefined ? 'dsa' : problemBank[entry.problemIndex]!.category;
    if (entry.variant === 'careless' && category !== 'dsa' && ratings.overall >= 7)
      violations.push(`${label(entry)}: overall ${ratings.overall} is not below 7 in a ${category} problem`);
    if (entry.variant === 'careless') {
      const clean = allResults.find(
        (other) =>
          other.entry.variant === 'clean' &&
          other.entry.problem === entry.problem &&
          other.entry.language === entry.language,
      );
      if (
        clean &&
        ratings.correctness >= 9 &&
        Math.round((clean.ratings.overall - ratings.overall) * 10) < CARELESS_OVERALL_GAP * 10
      )
        violations.push(
          `${label(entry)}: overall ${ratings.overall} is not ${CARELESS_OVERALL_GAP} below clean's ${clean.ratings.overall}`,
        );
      for (const rating of ['readability', 'extensibility'] as const) {
        if (clean && Math.round((clean.ratings[rating] - ratings[rating]) * 10) < CARELESS_GAP * 10)
          violations.push(
            `${label(entry)}: ${rating} ${ratings[rating]} is not ${CARELESS_GAP} below clean's ${clean.ratings[rating]}`,
          );
      }
    }
  }
  return violations;
}

/**
 * Per rating, one row per variant labelled on it (its expected bands) against the band each of its
 * submissions got (columns), so a miss shows which kind of code it was.
 */
export function confusionTable(results: CorpusResult[]): string {
  const lines: string[] = [];
  const rowWidth = 36;
  for (const rating of RATINGS) {
    const counts = new Map<string, number>();
    let labelled = 0;
    for (const { entry, ratings } of results) {
      const bands = LABELS[entry.variant][rating];
      if (!bands) continue;
      labelled++;
      const key = `${entry.variant} ${bands.join('|')}\u0000${bandOf(ratings[rating])}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    if (labelled === 0) continue;
    const rows = [...new Set([...counts.keys()].map((key) => key.split('\u0000')[0]!))];
    lines.push(
      `${rating} (${labelled} labelled)`,
      `  variant expected \\ got`.padEnd(rowWidth) + BANDS.map((band) => band.padStart(9)).join(''),
    );
    for (const row of rows) {
      lines.push(
        `  ${row}`.padEnd(rowWidth) +
          BANDS.map((band) => String(counts.get(`${row}\u0000${band}`) ?? 0).padStart(9)).join(''),
      );
    }
  }
  return lines.join('\n');
}

/** One line per submission: its ratings, for the tuning script. */
export function resultLine({ entry, ratings }: CorpusResult): string {
  return `${label(entry).padEnd(40)} ${RATINGS.map((rating) => `${rating.slice(0, 4)} ${ratings[rating].toFixed(1).padStart(4)}`).join('  ')}`;
}
