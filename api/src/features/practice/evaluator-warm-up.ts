import type { FastifyBaseLogger } from 'fastify';
import { warmUpEvaluator } from '../../evaluator/warm-up';

let warmUp: Promise<void> | undefined;

/**
 * Proves the sandbox works and builds the C++ precompiled header, once per process. A failure is
 * logged, not thrown, and not retried here: the API stays up, and each evaluation checks the sandbox
 * again itself (failing with the sandbox's reason while it is unavailable).
 */
export function warmUpEvaluatorOnce(log: FastifyBaseLogger): Promise<void> {
  warmUp ??= warmUpEvaluator().then(
    ({ unavailableLanguages }) => {
      log.info('evaluator ready: the sandbox works');
      for (const [language, reason] of Object.entries(unavailableLanguages)) {
        log.warn(`evaluator: ${language} submissions are refused: ${reason}`);
      }
    },
    (error: unknown) => log.error({ err: error }, `evaluator warm-up failed: ${(error as Error).message}`),
  );
  return warmUp;
}
