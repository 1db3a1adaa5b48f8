// A remote's chunks are served from its own origin while the page runs on the shell's, and browsers
// refuse `new Worker(crossOriginUrl)` (SecurityError). A same-origin blob whose only job is to
// `importScripts` the real script sidesteps that without loosening anything.
const wrapperUrls = new Map<string, string>();

function wrapperUrlFor(scriptUrl: string): string {
  let wrapperUrl = wrapperUrls.get(scriptUrl);
  if (!wrapperUrl) {
    const wrapper = new Blob([`importScripts(${JSON.stringify(scriptUrl)});`], { type: 'text/javascript' });
    wrapperUrl = URL.createObjectURL(wrapper);
    wrapperUrls.set(scriptUrl, wrapperUrl);
  }
  return wrapperUrl;
}

/**
 * `new SameOriginWorker(new URL(...), options)` is registered as worker syntax in the remote's build
 * config (`module.parser.javascript.worker`), so the bundler emits the worker script as its own
 * chunk and passes its URL here, exactly as it would to `new Worker`.
 */
export class SameOriginWorker extends Worker {
  constructor(scriptUrl: URL | string, options?: WorkerOptions) {
    const url = new URL(scriptUrl, window.location.href);
    super(url.origin === window.location.origin ? url : wrapperUrlFor(url.href), options);
  }
}
