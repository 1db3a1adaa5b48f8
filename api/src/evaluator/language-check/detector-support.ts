import flourite from 'flourite';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '../tree-sitter.ts';

// flourite's names for our languages. TypeScript written without annotations reads as JavaScript to it.
const DETECTOR_NAMES: Record<SupportedLanguage, readonly string[]> = {
  python: ['Python'],
  javascript: ['Javascript'],
  typescript: ['Typescript', 'Javascript'],
  java: ['Java'],
  cpp: ['C++'],
  go: ['Go'],
};
const OUR_DETECTOR_NAMES = new Set(Object.values(DETECTOR_NAMES).flat().concat('C'));
/** Formats whose text is never a program in any of our languages. */
export const DATA_FORMATS = new Set(['JSON', 'YAML', 'Markdown', 'HTML', 'CSS', 'Dockerfile']);

export interface DetectorView {
  /** The detector's points for each of our languages (higher = more like it). */
  support: Record<SupportedLanguage, number>;
  /** The best-scoring language outside our six, if any scored. */
  strongestForeign?: { name: string; score: number };
  topName?: string;
}

/**
 * flourite matches its patterns line by line, and some take time that grows steeply with a line's
 * length (a 60 KB line took 40–105 s). Real code's lines are short; the detector reads each line's
 * start only.
 */
const DETECTOR_LINE_LENGTH = 300;

export function detectorView(code: string): DetectorView {
  const lineStarts = code
    .split('\n')
    .map((line) => line.slice(0, DETECTOR_LINE_LENGTH))
    .join('\n');
  const detected = flourite(lineStarts, { noUnknown: true });
  const statistics: Record<string, number> = detected.statistics ?? {};
  const score = (name: string) => statistics[name] ?? 0;
  const support = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [language, Math.max(...DETECTOR_NAMES[language].map(score))]),
  ) as Record<SupportedLanguage, number>;
  const foreign = Object.entries(statistics)
    .filter(([name, points]) => !OUR_DETECTOR_NAMES.has(name) && points > 0)
    .sort((a, b) => b[1] - a[1])[0];
  const top = Object.entries(statistics).sort((a, b) => b[1] - a[1])[0];
  return {
    support,
    strongestForeign: foreign ? { name: foreign[0], score: foreign[1] } : undefined,
    topName: top && top[1] > 0 ? top[0] : undefined,
  };
}
