import { EvaluatorUnavailableError } from '../../evaluator/evaluator-status';
import { LANGUAGE_NAMES, type LanguageAvailability } from '../../evaluator/languages/toolchain-lookup';
import type { SupportedLanguage } from '../../evaluator/types';
import type { Database } from '../../db/database';
import { recentlySeenWorkers, type SeenWorker } from './worker-heartbeat';

/**
 * Whether separate worker processes run this API's evaluations, so that they, not this machine,
 * decide which languages are accepted: a replica (QUEUE_WORKER=off) on pg-boss. On the embedded
 * database no separate worker can exist (PGlite belongs to one process).
 */
export function workersDecideLanguages(app: {
  config: { QUEUE_WORKER: string };
  queue: { kind: string };
}): boolean {
  return app.config.QUEUE_WORKER === 'off' && app.queue.kind === 'pg-boss';
}

export const NO_WORKER_REASON = 'no live worker can run it';
const LANGUAGES = Object.keys(LANGUAGE_NAMES) as SupportedLanguage[];

export type WorkerAvailability = {
  languages: Record<SupportedLanguage, LanguageAvailability>;
  analyzers: Record<SupportedLanguage, LanguageAvailability>;
};

/**
 * What the live workers can run, as they published it with their heartbeats: the API accepts and
 * reports a language by this, not by its own machine's toolchains (issue 29).
 */
export async function workerAvailability(db: Database): Promise<WorkerAvailability> {
  return availabilityFrom(await recentlySeenWorkers(db));
}

export function availabilityFrom(workers: SeenWorker[]): WorkerAvailability {
  const report = (pick: (worker: (typeof workers)[number]) => string[], reason: string) =>
    Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        workers.some((worker) => pick(worker).includes(language))
          ? { available: true }
          : { available: false, reason },
      ]),
    ) as Record<SupportedLanguage, LanguageAvailability>;
  return {
    languages: report((worker) => worker.languages, NO_WORKER_REASON),
    analyzers: report((worker) => worker.analyzers, 'no live worker has its analyzer'),
  };
}

/** Thrown by a replica when no live worker lists the language: the platform's fault, not counted. */
export class NoWorkerForLanguageError extends EvaluatorUnavailableError {}

export async function assertSomeWorkerRuns(db: Database, language: SupportedLanguage): Promise<void> {
  const { languages } = await workerAvailability(db);
  if (languages[language].available) return;
  throw new NoWorkerForLanguageError(
    `${LANGUAGE_NAMES[language]} code cannot be evaluated right now: no worker that can run it is available. Your submission was not counted; please choose another language.`,
  );
}
