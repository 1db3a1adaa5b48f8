import type { SupportedLanguage } from '../types.js';

/** The quality rating a finding counts against. */
export type QualityAspect = 'readability' | 'extensibility' | 'robustness';

/** One message of a language's own analyzer (ESLint, flake8, cppcheck, checkstyle, go vet). */
export interface AnalyzerFinding {
  /** The analyzer's own rule id, as its users know it (`E225`, `no-var`, `arrayIndexOutOfBounds`). */
  rule: string;
  line: number;
  message: string;
  aspect: QualityAspect;
}

/** What one analyzer said about a submission, or why it could not say anything. */
export interface AnalyzerReport {
  /** The analyzer's name as shown in the notes. */
  tool: string;
  findings: AnalyzerFinding[];
  /** Set when the analyzer did not run (not installed, over its time budget): the notes say so. */
  unavailable?: string;
}

/** The analyzer each language's users run; JavaScript and TypeScript lint in-process with ESLint. */
export const ANALYZER_NAMES: Record<SupportedLanguage, string> = {
  python: 'flake8',
  javascript: 'ESLint',
  typescript: 'ESLint',
  java: 'Checkstyle',
  cpp: 'cppcheck',
  go: 'go vet',
};

/** More findings than any real solution produces: the rest are dropped before rating. */
export const MAX_FINDINGS = 200;
