// A worker thread of the shell's server that runs one remote release's render bundle
// (server/render.mjs, built by rsbuild.prerender.ts from prerender/render-screen.tsx) to render a
// visitor's first screen with its data (docs/TEAM-CONTRACTS.md, "Markup before JavaScript").
// The bundle is the remote's code: this thread gives it no environment variables (the Worker is
// started with `env: {}`), memory limits (resourceLimits) and a fetch that only reads the API,
// anonymously. The shell's server kills the thread when a render overruns its time.
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const { bundleFile, apiBaseUrl } = workerData;
const apiPrefix = `${String(apiBaseUrl).replace(/\/+$/, '')}/`;
const networkFetch = globalThis.fetch;

/** GET requests below the API's base URL, without cookies or credentials: public data only. */
globalThis.fetch = async function anonymousApiFetch(input, init = {}) {
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

let bundle;
try {
  bundle = await import(pathToFileURL(bundleFile).href);
  if (typeof bundle.renderFirstScreen !== 'function')
    throw new Error('the bundle has no renderFirstScreen()');
} catch (error) {
  parentPort.postMessage({ type: 'failed', message: String(error?.message ?? error) });
  process.exit(1);
}
parentPort.postMessage({ type: 'ready' });

parentPort.on('message', async ({ id, pattern, url, audience }) => {
  try {
    const { html, state } = await bundle.renderFirstScreen(
      JSON.stringify({ pattern, url, apiBaseUrl, audience }),
    );
    parentPort.postMessage({ type: 'rendered', id, html, state });
  } catch (error) {
    parentPort.postMessage({ type: 'rendered', id, error: String(error?.message ?? error) });
  }
});
