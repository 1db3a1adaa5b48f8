import type { LanguageAvailability } from '../languages/toolchain-lookup.js';
import type { SupportedLanguage } from '../types.js';
import { isNativeLanguage, missingNativeAnalyzer } from './native-analyzers.js';

const LANGUAGES: SupportedLanguage[] = ['python', 'javascript', 'typescript', 'java', 'cpp', 'go'];

/** Which analyzers can run here; ESLint ships with the API, the others are Debian packages. */
export function analyzerAvailability(): Record<SupportedLanguage, LanguageAvailability> {
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const missing = isNativeLanguage(language) ? missingNativeAnalyzer(language) : undefined;
      return [language, missing ? { available: false, reason: missing } : { available: true }];
    }),
  ) as Record<SupportedLanguage, LanguageAvailability>;
}
