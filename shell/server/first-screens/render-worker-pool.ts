// Release render bundles running in worker threads (render-worker.ts): one thread per (bundle, API),
// at most `maxWorkers` of them (the least recently used goes), each with memory limits and no
// environment. A thread that dies or overruns a render is ended and replaced on the next render.
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { RenderAudience, RenderedScreen } from '../protocol.ts';
import type { RenderWorkerData, WorkerMessage } from './render-worker.ts';

/**
 * The thread's entry: compiled, render-worker.js beside this file. Run from source (the tests, under
 * tsx), a thread does not get tsx's loader (Node 20 runs no `--import` in workers): a one-line
 * module registers it in the thread, then loads render-worker.ts.
 */
function workerEntry(): URL {
  if (!import.meta.url.endsWith('.ts')) return new URL('./render-worker.js', import.meta.url);
  const worker = new URL('./render-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const source = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(worker)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(source)}`);
}
const WORKER_FILE = workerEntry();

interface Pending {
  resolve: (value: RenderedScreen) => void;
  reject: (error: Error) => void;
}

/** A release's render bundle running in its own thread. */
export class RenderWorker {
  readonly worker: Worker;
  readonly ready: Promise<void>;
  dead = false;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  constructor(
    bundleFile: string,
    apiBaseUrl: string,
    { resourceLimits, startTimeoutMs }: { resourceLimits: ResourceLimits; startTimeoutMs: number },
  ) {
    this.worker = new Worker(WORKER_FILE, {
      workerData: { bundleFile, apiBaseUrl } satisfies RenderWorkerData,
      env: {},
      resourceLimits,
      stdout: true,
      stderr: true,
    });
    // Workers never keep the server's process alive on their own.
    this.worker.unref();
    // Its console output is the remote's business; reading it keeps the streams from filling up.
    this.worker.stdout.resume();
    this.worker.stderr.resume();
    let notStarted: (error: Error) => void = () => {};
    this.ready = new Promise<void>((resolve, reject) => {
      notStarted = reject;
      this.worker.once('message', (message: WorkerMessage) =>
        message?.type === 'ready'
          ? resolve()
          : reject(new Error(String((message as { message?: unknown })?.message))),
      );
      setTimeout(() => reject(new Error('the render bundle did not start in time')), startTimeoutMs).unref();
    });
    this.ready.catch(() => this.terminate());
    this.worker.on('message', (message: WorkerMessage) => {
      if (message?.type !== 'rendered') return;
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error !== undefined) waiting?.reject(new Error(message.error));
      else waiting?.resolve({ html: message.html, state: message.state });
    });
    const fail = (error: Error) => {
      this.dead = true;
      // A thread that dies while loading the bundle (out of memory) posts nothing.
      notStarted(error);
      for (const { reject } of this.pending.values()) reject(error);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', () => fail(new Error('the render worker stopped')));
  }

  /** Rejects when the bundle fails or after `killAfterMs`, when the thread is ended (it may be stuck in a loop). */
  async render(pattern: string, url: string, audience: RenderAudience, killAfterMs: number) {
    await this.ready;
    const id = (this.nextId += 1);
    return new Promise<RenderedScreen>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`the render took more than ${killAfterMs} ms`));
        this.terminate();
      }, killAfterMs);
      timer.unref();
      this.pending.set(id, {
        resolve: (value) => (clearTimeout(timer), resolve(value)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
      this.worker.postMessage({ id, pattern, url, audience });
    });
  }

  terminate() {
    this.dead = true;
    void this.worker.terminate();
  }
}

export interface RenderWorkerPool {
  /** The live thread for this bundle and API, started when there is none. */
  workerFor(bundleFile: string, apiBaseUrl: string): RenderWorker;
  close(): Promise<void>;
}

export function createRenderWorkerPool({
  maxWorkers,
  resourceLimits,
  startTimeoutMs,
}: {
  maxWorkers: number;
  resourceLimits: ResourceLimits;
  startTimeoutMs: number;
}): RenderWorkerPool {
  // In use order, the most recent last.
  const workers = new Map<string, RenderWorker>();
  return {
    workerFor(bundleFile, apiBaseUrl) {
      const key = `${bundleFile}\n${apiBaseUrl}`;
      let entry = workers.get(key);
      if (entry?.dead) {
        workers.delete(key);
        entry = undefined;
      }
      if (!entry) {
        entry = new RenderWorker(bundleFile, apiBaseUrl, { resourceLimits, startTimeoutMs });
        for (const [oldKey, old] of workers) {
          if (workers.size < maxWorkers) break;
          old.terminate();
          workers.delete(oldKey);
        }
      } else {
        workers.delete(key);
      }
      workers.set(key, entry);
      return entry;
    },
    async close() {
      await Promise.all([...workers.values()].map((entry) => entry.worker.terminate()));
      workers.clear();
    },
  };
}
