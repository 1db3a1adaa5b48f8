import { analyzerAvailability } from './analyzers/analyzer-availability.js';
import { LANGUAGE_NAMES, toolchainReport, type LanguageAvailability } from './languages/toolchain-lookup.js';
import { lastSandboxFailure, missingSandboxTool } from './sandbox/sandbox-runtime.js';
import { loadSeccompFilter } from './sandbox/seccomp-filter.js';
import type { SupportedLanguage } from './types.js';

export interface EvaluatorStatus {
  /** bubblewrap and the cgroups the runs need. */
  sandbox: LanguageAvailability;
  /** The seccomp filter every run loads. */
  seccomp: LanguageAvailability;
  /** Whether code in each language can be evaluated now (its toolchain, and the two above). */
  languages: Record<SupportedLanguage, LanguageAvailability>;
  /**
   * Whether each language's analyzer can run. A missing one does not stop evaluations: the quality
   * ratings then rest on the structural checks and their notes say which analyzer was unavailable.
   */
  analyzers: Record<SupportedLanguage, LanguageAvailability>;
}

/** Thrown before anything is stored or run when the server cannot evaluate the language. */
export class EvaluatorUnavailableError extends Error {}

/** What the evaluator can do on this machine, without running anything (health checks, submissions). */
export async function evaluatorStatus(): Promise<EvaluatorStatus> {
  const missingTool = await missingSandboxTool();
  const sandboxProblem = missingTool ?? lastSandboxFailure();
  const sandbox: LanguageAvailability = sandboxProblem
    ? { available: false, reason: sandboxProblem }
    : { available: true };
  const seccomp: LanguageAvailability = await loadSeccompFilter().then(
    () => ({ available: true }),
    (error: Error) => ({ available: false, reason: error.message }),
  );
  const languages = { ...toolchainReport().languages };
  const platformProblem = !sandbox.available
    ? 'the code sandbox is unavailable'
    : !seccomp.available
      ? "the sandbox's seccomp filter is missing"
      : undefined;
  if (platformProblem) {
    for (const language of Object.keys(languages) as SupportedLanguage[]) {
      if (languages[language].available) languages[language] = { available: false, reason: platformProblem };
    }
  }
  return { sandbox, seccomp, languages, analyzers: analyzerAvailability() };
}

/**
 * Refuses a submission the server cannot evaluate, with a message for the learner: the fault is the
 * platform's, so it is not rated and not counted.
 */
export async function assertCanEvaluate(language: SupportedLanguage): Promise<void> {
  const status = await evaluatorStatus();
  const availability = status.languages[language];
  if (availability.available) return;
  const name = LANGUAGE_NAMES[language];
  if (!status.sandbox.available || !status.seccomp.available) {
    throw new EvaluatorUnavailableError(
      'Code cannot be evaluated on this server right now: its code sandbox is not set up. Your submission was not counted; please try again later.',
    );
  }
  throw new EvaluatorUnavailableError(
    `${name} code cannot be evaluated on this server right now: ${availability.reason}. Your submission was not counted; please choose another language.`,
  );
}
