import { LANGUAGES, type Language, type LevelPrograms, type TestCase } from './types';

/**
 * A level made from programs, as the Programs panel edits it (docs/PRODUCT.md#level-package-check): a
 * reference solution whose output is every test's expected output, an optional generator run once per
 * call for large hidden tests, an optional validator that accepts or rejects every input.
 */
export interface ProgramDraft {
  language: Language;
  code: string;
}

export interface LevelProgramsDraft {
  reference: ProgramDraft;
  generator: ProgramDraft;
  validator: ProgramDraft;
  checker: ProgramDraft;
  /** One call per line, as typed. */
  generatorCalls: string;
  /** '' when the level declares no growth. */
  expectedGrowth: '' | GrowthClass;
  /** Sizes as typed, separated by spaces or commas; '' for the API's default sizes. */
  growthSizes: string;
  /** The statement's largest n (the first number of every input), as typed; '' when not declared. */
  maxN: string;
}

export const GROWTH_CLASSES = ['O(n)', 'O(n log n)', 'O(n²)', 'O(n³)'] as const;
export type GrowthClass = (typeof GROWTH_CLASSES)[number];
const isGrowthClass = (value: unknown): value is GrowthClass =>
  (GROWTH_CLASSES as readonly unknown[]).includes(value);

export const PROGRAMS_MESSAGES = {
  reference: 'Paste a reference solution first.',
  nothingToCheck: 'Add a generator call or a test case first.',
  growthNeedsCall: 'Measured growth needs a generator call: its first number is replaced by each size.',
  growthSizes: 'Growth sizes are whole numbers separated by spaces, such as 1000 4000 16000 64000.',
  maxN: 'The largest n is a whole number, such as 200000.',
};

const DEFAULT_LANGUAGE: Language = 'python';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** A stored program's language: the API stores only the six it runs; another would be one this screen cannot offer. */
export const languageOf = (value: string): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

const programDraft = (program?: { language: string; code: string } | null): ProgramDraft => ({
  language: program ? languageOf(program.language) : DEFAULT_LANGUAGE,
  code: program?.code ?? '',
});

/** The panel's fields for a level's programs, or empty ones for a level of hand-written tests only. */
export function programsDraftOf(
  programs?: {
    reference: { language: string; code: string };
    generator?: { language: string; code: string } | null;
    validator?: { language: string; code: string } | null;
    checker?: { language: string; code: string } | null;
    generator_calls?: string[];
    expected_growth?: string | null;
    growth_sizes?: number[] | null;
    max_n?: number | null;
  } | null,
): LevelProgramsDraft {
  return {
    reference: programDraft(programs?.reference),
    generator: programDraft(programs?.generator),
    validator: programDraft(programs?.validator),
    checker: programDraft(programs?.checker),
    generatorCalls: (programs?.generator_calls ?? []).join('\n'),
    expectedGrowth: isGrowthClass(programs?.expected_growth) ? programs.expected_growth : '',
    growthSizes: (programs?.growth_sizes ?? []).join(' '),
    maxN: programs?.max_n ? String(programs.max_n) : '',
  };
}

/** The typed growth sizes; null when none are typed, NaN where a size is not a number. */
function growthSizesOf(draft: Pick<LevelProgramsDraft, 'growthSizes'>): number[] | null {
  const sizes = draft.growthSizes.split(/[\s,]+/).filter((size) => size !== '');
  return sizes.length === 0 ? null : sizes.map((size) => (/^\d+$/.test(size) ? Number(size) : Number.NaN));
}

/** The typed largest n; null when none is typed, NaN when it is not a whole number. */
function maxNOf(draft: Pick<LevelProgramsDraft, 'maxN'>): number | null {
  const typed = draft.maxN.trim();
  if (typed === '') return null;
  return /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
}

/** The calls typed one per line, blank lines left out. */
export function generatorCallsOf(draft: Pick<LevelProgramsDraft, 'generatorCalls'>): string[] {
  return draft.generatorCalls
    .split('\n')
    .map((call) => call.trim())
    .filter((call) => call !== '');
}

const hasCode = (program: ProgramDraft) => program.code.trim() !== '';

/** A generator, a validator or calls without the reference that computes the expected outputs. */
export function lacksReference(draft: LevelProgramsDraft): boolean {
  return (
    !hasCode(draft.reference) &&
    (hasCode(draft.generator) ||
      hasCode(draft.validator) ||
      hasCode(draft.checker) ||
      generatorCallsOf(draft).length > 0)
  );
}

/** Why a level cannot be checked yet, with the field that says so; null when it can be. */
export function checkBlocker(
  draft: LevelProgramsDraft,
  handTests: number,
): { field: 'reference' | 'calls' | 'growthSizes' | 'maxN'; message: string } | null {
  if (!hasCode(draft.reference) && (lacksReference(draft) || handTests > 0))
    return { field: 'reference', message: PROGRAMS_MESSAGES.reference };
  if (generatorCallsOf(draft).length === 0 && handTests === 0)
    return { field: 'calls', message: PROGRAMS_MESSAGES.nothingToCheck };
  if (draft.expectedGrowth && generatorCallsOf(draft).length === 0)
    return { field: 'calls', message: PROGRAMS_MESSAGES.growthNeedsCall };
  if (growthSizesOf(draft)?.some(Number.isNaN))
    return { field: 'growthSizes', message: PROGRAMS_MESSAGES.growthSizes };
  if (Number.isNaN(maxNOf(draft))) return { field: 'maxN', message: PROGRAMS_MESSAGES.maxN };
  return null;
}

/** The level's programs as the API takes them; null for a level of hand-written tests only. */
export function levelProgramsOf(draft: LevelProgramsDraft): LevelPrograms | null {
  if (!hasCode(draft.reference)) return null;
  const optional = (program: ProgramDraft) => (hasCode(program) ? { ...program } : null);
  return {
    reference: { ...draft.reference },
    generator: optional(draft.generator),
    validator: optional(draft.validator),
    checker: optional(draft.checker),
    generator_calls: generatorCallsOf(draft),
    expected_growth: draft.expectedGrowth || null,
    // A size that is not a number goes as null: the API's refusal then names the rule.
    growth_sizes: (growthSizesOf(draft)?.map((size) => (Number.isNaN(size) ? null : size)) ?? null) as
      number[] | null,
    max_n: maxNOf(draft),
  };
}

// In a level with a reference, a blank expected output asks the reference to fill it in.
const isBlank = (output: string) => output.trim() === '';

/** A level's hand-written tests as the check takes them: a blank expected output is null. */
export function handTestsOf(tests: TestCase[]) {
  return tests.map((test) => ({ ...test, output: isBlank(test.output) ? null : test.output }));
}

/**
 * A level's hand-written tests as a save sends them. With programs a blank output is sent empty, which
 * the API fills from the reference, so that a few stray spaces do not become an expected output the
 * check above did not see.
 */
export function savedTestsOf(tests: TestCase[], programs: LevelPrograms | null): TestCase[] {
  return programs ? tests.map((test) => (isBlank(test.output) ? { ...test, output: '' } : test)) : tests;
}

/** A size as the report and the saved line show it: 512 B, 12.5 kB, 3.4 MB (decimal units, as the API's limits). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** What a saved level's programs generated, for the edit screen: 'Saved: 12 generated hidden tests (3.4 MB).' */
export function savedGeneratedSummary(
  generated: ReadonlyArray<{ input_bytes: number; output_bytes: number }>,
): string {
  if (generated.length === 0) return 'Saved: no generated hidden tests.';
  const bytes = generated.reduce((total, test) => total + test.input_bytes + test.output_bytes, 0);
  const tests = generated.length === 1 ? 'test' : 'tests';
  return `Saved: ${generated.length} generated hidden ${tests} (${formatBytes(bytes)}).`;
}
