// A worker thread of the shell's server that runs one remote release's render bundle
// (server/render.mjs, built by rsbuild.prerender.ts from shell/server/prerender/render-screen.tsx)
// to render a first screen with its data (docs/TEAM-CONTRACTS.md, "Markup before JavaScript").
// The bundle is the remote's code: this thread gives it no environment variables (the Worker is
// started with `env: {}`), memory limits (resourceLimits) and a fetch that only reads the API,
// anonymously. The shell's server ends the thread when a render overruns its time.
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { RenderedScreen, ScreenRequest } from '../protocol.ts';

/** What the pool starts this thread with. */
export interface RenderWorkerData {
  bundleFile: string;
  apiBaseUrl: string;
}

/** A render the pool asks for. */
export interface RenderMessage extends ScreenRequest {
  id: number;
}

/** What this thread posts to the pool. */
export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | ({ type: 'rendered'; id: number } & ({ error: string } | ({ error?: undefined } & RenderedScreen)));

interface RenderBundle {
  renderFirstScreen(input: string): Promise<RenderedScreen>;
}

const port = parentPort!;
const post = (message: WorkerMessage) => port.postMessage(message);
const { bundleFile, apiBaseUrl } = workerData as RenderWorkerData;
const apiPrefix = `${String(apiBaseUrl).replace(/\/+$/, '')}/`;
const networkFetch = globalThis.fetch;

/** GET requests below the API's base URL, without cookies or credentials: public data only. */
globalThis.fetch = async function anonymousApiFetch(input: string | URL | Request, init: RequestInit = {}) {
  const url = String(input instanceof Request ? input.url : input);
  const method = String(init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  if (!url.startsWith(apiPrefix) || method !== 'GET') {
    throw new TypeError(`A first-screen render may only read the API; it asked for ${method} ${url}`);
  }
  const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
  headers.delete('cookie');
  headers.delete('authorization');
  return networkFetch(url, { method, headers, signal: init.signal, credentials: 'omit', redirect: 'error' });
};

const errorText = (error: unknown) => String((error as Error | null)?.message ?? error);

let bundle: RenderBundle;
try {
  bundle = (await import(pathToFileURL(bundleFile).href)) as RenderBundle;
  if (typeof bundle.renderFirstScreen !== 'function')
    throw new Error('the bundle has no renderFirstScreen()');
} catch (error) {
  post({ type: 'failed', message: errorText(error) });
  process.exit(1);
}
post({ type: 'ready' });

port.on('message', async ({ id, pattern, url, audience }: RenderMessage) => {
  try {
    const { html, state } = await bundle.renderFirstScreen(
      JSON.stringify({ pattern, url, apiBaseUrl, audience }),
    );
    post({ type: 'rendered', id, html, state });
  } catch (error) {
    post({ type: 'rendered', id, error: errorText(error) });
  }
});
