// Years of experience: ranges and single figures in digits or words; freshers and interns read as 0.
import type { ExtractedEmploymentType } from './employment-type.ts';
import { labelledValue, withoutUrls } from './text.ts';

const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
};
const COUNT = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;
const YEARS_WORD = '(?:years?|yrs?|yoe)\\b';
const YEARS_RANGE = new RegExp(
  `\\b${COUNT}\\s*\\+?\\s*(?:-|–|—|to)\\s*${COUNT}\\s*\\+?\\s*${YEARS_WORD}`,
  'i',
);
const YEARS_SINGLE = new RegExp(`\\b${COUNT}\\s*\\+?\\s*(?:plus\\s+)?${YEARS_WORD}`, 'i');
const EXPERIENCE_LABEL = /yoe|exp(?:erience)?(?:\s+required)?|experience\s+level|min(?:imum)?\s+experience/;
const FRESHER_SIGNAL =
  /\bfreshers?\b|\bentry[- ]level\b|\bnew\s+grad(?:uate)?s?\b|\b20\d\d\s*(?:[/&,]\s*20\d\d\s*)?(?:batch|pass[- ]?outs?|graduates?|grads?)\b|\bbatch\s*[:-]?\s*20\d\d\b/i;

function toCount(token: string | undefined): number | null {
  if (token === undefined) return null;
  const value = /^\d+$/.test(token) ? Number(token) : NUMBER_WORDS[token.toLowerCase()];
  return value === undefined ? null : value;
}

// "3 years ago I joined", "a 2 year bond": durations that are not the experience asked for.
const NOT_EXPERIENCE_AFTER = /^\s*(?:ago|back|old|bond|service\s+agreement|warranty)\b/i;

function yearsIn(text: string): number | null {
  const mentions = [
    ...text.matchAll(new RegExp(YEARS_RANGE.source, 'gi')),
    ...text.matchAll(new RegExp(YEARS_SINGLE.source, 'gi')),
  ]
    .filter((match) => !NOT_EXPERIENCE_AFTER.test(text.slice((match.index ?? 0) + match[0].length)))
    // The earlier mention wins: "3-5 years" must not be read as "5 years" further on.
    .sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
  return mentions[0] ? toCount(mentions[0][1]) : null;
}

export function extractYearsOfExperience(
  text: string,
  employmentType: ExtractedEmploymentType,
): number | null {
  const prose = withoutUrls(text);
  const labelled = labelledValue(prose, EXPERIENCE_LABEL);
  if (labelled) {
    const fromLabel = yearsIn(labelled) ?? toCount(labelled.match(/\b(\d{1,2})\b/)?.[1]);
    if (fromLabel !== null) return fromLabel;
    if (FRESHER_SIGNAL.test(labelled)) return 0;
  }
  const fromText = yearsIn(prose);
  if (fromText !== null) return fromText;
  if (FRESHER_SIGNAL.test(prose) || employmentType === 'Intern') return 0;
  return null;
}
