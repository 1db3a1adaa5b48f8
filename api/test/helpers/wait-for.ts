import { setTimeout as pause } from 'node:timers/promises';

export type PollOptions = {
  /** How long to keep asking before giving up. */
  timeoutMs: number;
  /** The pause between two questions: short, so the wait ends soon after the state is reached. */
  intervalMs?: number;
};

/**
 * Asks `probe` until `reached` holds for its answer or `timeoutMs` has passed, and resolves with the
 * last answer either way: the caller asserts on it, so a state never reached fails with the test's own
 * message. For state another process or a background job brings about, which no fake clock can hurry;
 * a test of this process's own timers moves `mock.timers` instead of waiting.
 */
export async function pollUntil<T>(
  probe: () => Promise<T>,
  reached: (answer: T) => boolean,
  { timeoutMs, intervalMs = 50 }: PollOptions,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await probe();
    if (reached(answer) || Date.now() >= deadline) return answer;
    await pause(intervalMs);
  }
}

/**
 * Asks `probe` until it answers something other than undefined (a probe that throws counts as no answer
 * yet, unless `isFatal` says the error ends the wait), and resolves with that answer; rejects once
 * `timeoutMs` has passed, naming `what` it waited for.
 */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  { isFatal = () => false, ...options }: PollOptions & { isFatal?: (error: unknown) => boolean },
): Promise<T> {
  const answer = await pollUntil(
    () =>
      probe().catch((error: unknown) => {
        if (isFatal(error)) throw error;
        return undefined;
      }),
    (value) => value !== undefined,
    options,
  );
  if (answer === undefined) throw new Error(`timed out after ${options.timeoutMs} ms waiting for ${what}`);
  return answer;
}
