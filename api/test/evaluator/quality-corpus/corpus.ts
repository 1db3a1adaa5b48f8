import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluateSubmission } from '../../../src/evaluator/evaluate-submission.js';
import type { Evaluation, SupportedLanguage, TestCase } from '../../../src/evaluator/types.js';
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
  problemIndex: number;
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

export interface CorpusResult {
  entry: CorpusEntry;
  ratings: Record<Rating, number>;
  evaluation: Evaluation;
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
      const evaluation = await evaluateSubmission(
        {
          language: entry.language,
          code: readFileSync(entry.file, 'utf8'),
          tests: testsFor(entry),
          timeLimitMs: TIME_LIMIT_MS,
        },
        { reviewer: null },
      );
      results[index] = {
        entry,
        evaluation,
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
    if (entry.variant === 'careless') {
      const clean = allResults.find(
        (other) =>
          other.entry.variant === 'clean' &&
          other.entry.problem === entry.problem &&
          other.entry.language === entry.language,
      );
      if (clean && ratings.correctness >= 9 && clean.ratings.overall - ratings.overall < CARELESS_OVERALL_GAP)
        violations.push(
          `${label(entry)}: overall ${ratings.overall} is not ${CARELESS_OVERALL_GAP} below clean's ${clean.ratings.overall}`,
        );
      for (const rating of ['readability', 'extensibility'] as const) {
        if (clean && clean.ratings[rating] - ratings[rating] < CARELESS_GAP)
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
