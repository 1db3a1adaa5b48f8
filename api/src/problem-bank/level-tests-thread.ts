import { Worker } from 'node:worker_threads';
import type { TestCase } from './types.ts';

const WORKER_ENTRY = new URL('./level-tests-worker-entry.mjs', import.meta.url);
const builtLevels = new Map<string, Promise<readonly TestCase[]>>();

function buildInThread(slug: string, level: 1 | 2 | 3): Promise<readonly TestCase[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_ENTRY, { workerData: { slug, level } });
    worker.once('message', (tests: readonly TestCase[]) => {
      resolve(tests);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`Building the tests of ${slug} level ${level} stopped (exit code ${code}).`)),
    );
  });
}

/**
 * A bank level's tests, built once per process in a short-lived worker thread: the oracles take
 * 0.3–2 s on the largest inputs, which on the event loop would stall every request meanwhile.
 */
export function bankLevelTests(slug: string, level: 1 | 2 | 3): Promise<readonly TestCase[]> {
  const key = `${slug}/${level}`;
  let tests = builtLevels.get(key);
  if (!tests) {
    tests = buildInThread(slug, level);
    // A failed build is tried again by the next evaluation rather than cached.
    tests.catch(() => builtLevels.delete(key));
    builtLevels.set(key, tests);
  }
  return tests;
}
