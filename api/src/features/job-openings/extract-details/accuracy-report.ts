import type { ExtractedJobDetails } from '../extract-details.ts';

export const EXTRACTED_FIELDS = [
  'title',
  'company_name',
  'employment_type',
  'location',
  'yoe',
  'skills',
  'link',
  'faang_level',
] as const;
export type ExtractedField = (typeof EXTRACTED_FIELDS)[number];

export interface LabelledExample {
  name: string;
  post: string;
  expected: ExtractedJobDetails;
}

export interface FieldAccuracy {
  field: ExtractedField;
  correct: number;
  total: number;
  accuracy: number;
  misses: Array<{ name: string; expected: unknown; actual: unknown }>;
}

export interface AccuracyReport {
  fields: FieldAccuracy[];
  /** Over all posts: share of expected skills found, and share of found skills that were expected. */
  skillRecall: number;
  skillPrecision: number;
}

function normaliseText(value: string): string {
  return value.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Text fields compare case- and spacing-insensitively; skills compare as sets. */
export function fieldMatches(
  field: ExtractedField,
  expected: ExtractedJobDetails,
  actual: ExtractedJobDetails,
): boolean {
  if (field === 'skills') {
    const expectedSkills = new Set(expected.skills);
    return (
      expectedSkills.size === new Set(actual.skills).size &&
      actual.skills.every((skill) => expectedSkills.has(skill))
    );
  }
  if (field === 'yoe') return expected.yoe === actual.yoe;
  return normaliseText(expected[field]) === normaliseText(actual[field]);
}

export function measureExtractionAccuracy(
  examples: readonly LabelledExample[],
  extract: (post: string) => ExtractedJobDetails,
): AccuracyReport {
  const results = examples.map((example) => ({ example, actual: extract(example.post) }));
  const fields = EXTRACTED_FIELDS.map((field): FieldAccuracy => {
    const misses = results
      .filter(({ example, actual }) => !fieldMatches(field, example.expected, actual))
      .map(({ example, actual }) => ({
        name: example.name,
        expected: example.expected[field],
        actual: actual[field],
      }));
    const correct = results.length - misses.length;
    return {
      field,
      correct,
      total: results.length,
      accuracy: results.length ? correct / results.length : 0,
      misses,
    };
  });
  let expectedCount = 0;
  let foundCount = 0;
  let hitCount = 0;
  for (const { example, actual } of results) {
    const expected = new Set(example.expected.skills);
    expectedCount += expected.size;
    foundCount += actual.skills.length;
    hitCount += actual.skills.filter((skill) => expected.has(skill)).length;
  }
  return {
    fields,
    skillRecall: expectedCount ? hitCount / expectedCount : 1,
    skillPrecision: foundCount ? hitCount / foundCount : 1,
  };
}

function percent(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

export function formatAccuracyReport(title: string, report: AccuracyReport): string {
  const rows = report.fields.map(
    ({ field, correct, total, accuracy }) =>
      `  ${field.padEnd(16)} ${`${correct}/${total}`.padStart(7)}  ${percent(accuracy).padStart(6)}`,
  );
  const misses = report.fields.flatMap(({ field, misses: fieldMisses }) =>
    fieldMisses.map(
      (miss) =>
        `  miss ${field} [${miss.name}]: expected ${JSON.stringify(miss.expected)}, got ${JSON.stringify(miss.actual)}`,
    ),
  );
  return [
    `${title}`,
    `  field            correct  accuracy`,
    ...rows,
    `  skills (per skill) recall ${percent(report.skillRecall)}, precision ${percent(report.skillPrecision)}`,
    ...misses,
  ].join('\n');
}
