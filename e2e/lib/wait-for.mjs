import { setTimeout as pause } from 'node:timers/promises';

/**
 * Asks `probe` until `reached` holds for its answer or `timeoutMs` has passed, and resolves with the
 * last answer either way: the caller asserts on it, so a state never reached fails with the journey's
 * own message. For what Playwright's own waits (`locator.waitFor`, `page.waitForFunction`) cannot
 * watch: state outside the browser (the API, the shell's server) or a measurement taken with `evaluate`.
 */
export async function pollUntil(probe, reached, { timeoutMs, intervalMs = 100 }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await probe();
    if (reached(answer) || Date.now() >= deadline) return answer;
    await pause(intervalMs);
  }
}
