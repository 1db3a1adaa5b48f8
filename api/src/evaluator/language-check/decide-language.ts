import { SUPPORTED_LANGUAGES, type ParseDeadline, type SupportedLanguage } from '../tree-sitter.ts';
import { DATA_FORMATS, detectorView } from './detector-support.ts';
import { languageMarkers } from './language-markers.ts';
import { parseErrorStats, type ParseErrorStats } from './parse-errors.ts';

export interface LanguageCheckResult {
  passed: boolean;
  reason?: string;
}

const DISPLAY_NAMES: Record<SupportedLanguage, string> = {
  python: 'Python',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  java: 'Java',
  cpp: 'C++',
  go: 'Go',
};

// Thresholds tuned on the labelled corpus in api/test/language-check (see the rates the test prints).
/** Detector points at which its agreement alone vouches for code the grammar could not read. */
const CONFIDENT_SUPPORT = 6;
/** A foreign language (Rust, Kotlin, PHP…) this far ahead of ours means the code is in it. */
const FOREIGN_MIN_SCORE = 10;
const FOREIGN_LEAD_FACTOR = 2;
/** Without the detector's confidence, the grammar must have read most of the code. */
const SMALL_ERROR_SHARE = 0.25;

/** How badly a grammar read the code: complaints plus the share of text it could not place. */
function badness(stats: ParseErrorStats): number {
  return stats.errorNodes + stats.missingNodes + 10 * stats.errorShare;
}

function fitsMuchBetter(other: ParseErrorStats, chosen: ParseErrorStats): boolean {
  return badness(chosen) > 1.5 * badness(other) + 1;
}

function notInLanguage(language: SupportedLanguage, looksLike?: string): LanguageCheckResult {
  const suffix = looksLike ? ` It looks like ${looksLike}.` : '';
  return { passed: false, reason: `The code does not appear to be ${DISPLAY_NAMES[language]}.${suffix}` };
}

/**
 * Accepts code written in `language`, including code with a syntax slip (reporting those is the
 * compiler's job), and rejects code in another language or text that is not code.
 * A clean parse accepts; otherwise the statistical detector must agree and no other grammar may fit
 * clearly better. Synchronous parsing without a bound: call it through `checkLanguage`, which runs it
 * in an analysis thread.
 */
export async function decideLanguage(
  code: string,
  language: SupportedLanguage,
  deadline?: ParseDeadline,
): Promise<LanguageCheckResult> {
  const chosen = await parseErrorStats(code, language, deadline);
  const detector = detectorView(code);
  // Another language's way to read, print, start or import, and none of the chosen one's: the
  // grammars overlap too much (language-markers.ts) for a clean parse to outweigh that.
  const markers = await languageMarkers(code, language, deadline);
  const markedForeign = markers.own === 0 ? markers.strongestOther?.name : undefined;
  if (chosen.clean) {
    // JSON, HTML and the like can read as a bare expression; the detector knows them well.
    if (detector.topName && DATA_FORMATS.has(detector.topName) && detector.support[language] <= 0) {
      return notInLanguage(language, detector.topName);
    }
    if (markedForeign) return notInLanguage(language, markedForeign);
    return { passed: true };
  }
  if (markedForeign) return notInLanguage(language, markedForeign);

  const others = await Promise.all(
    SUPPORTED_LANGUAGES.filter((other) => other !== language).map(async (other) => ({
      language: other,
      stats: await parseErrorStats(code, other, deadline),
    })),
  );
  const cleanOther = others.find(({ stats }) => stats.clean);
  if (cleanOther) return notInLanguage(language, DISPLAY_NAMES[cleanOther.language]);

  const support = detector.support[language];
  const foreign = detector.strongestForeign;
  if (
    foreign &&
    foreign.score >= FOREIGN_MIN_SCORE &&
    foreign.score > FOREIGN_LEAD_FACTOR * Math.max(support, 0)
  ) {
    return notInLanguage(language, foreign.name);
  }

  const betterFit = others.find(
    ({ language: other, stats }) => fitsMuchBetter(stats, chosen) && detector.support[other] >= support,
  );
  if (betterFit) return notInLanguage(language, DISPLAY_NAMES[betterFit.language]);

  const strongestOfOurs = Math.max(...others.map(({ language: other }) => detector.support[other]));
  if (support >= CONFIDENT_SUPPORT && support >= strongestOfOurs) return { passed: true };

  const bestFit = others.every(({ stats }) => badness(stats) > badness(chosen) + 1);
  if (support > 0 && chosen.errorShare <= SMALL_ERROR_SHARE && bestFit) return { passed: true };

  return notInLanguage(language);
}
