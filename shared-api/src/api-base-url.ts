// Where the API lives is run-time configuration, not build output: the shell reads `apiBaseUrl`
// from remotes.json and hands it here before any screen renders, so one build serves every
// environment. Until then (a remote on its own dev server) the development API is assumed.
const DEVELOPMENT_API_BASE_URL = 'http://localhost:4000/v1';

let configured: string | null = null;

/** Sets the `/v1` base every request uses; refuses anything that is not an absolute http(s) URL. */
export function configureApiBaseUrl(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`The API address "${url}" is not an absolute URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`The API address "${url}" must use http or https`);
  }
  configured = parsed.toString().replace(/\/+$/, '');
}

/** The API's `/v1` base URL, without a trailing slash. */
export function apiBaseUrl(): string {
  return configured ?? DEVELOPMENT_API_BASE_URL;
}
