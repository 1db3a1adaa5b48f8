import type { RemoteName } from '../app/route-table';
import { fetchWithTimeout } from '../runtime-plugin/fetch-with-timeout';

export type RemotesConfig = Partial<Record<RemoteName, string>>;

const KNOWN_REMOTES: readonly RemoteName[] = ['feed-app', 'practice-app', 'admin-app'];

/** Reads the deploy-time map of remote name → mf-manifest.json URL; unknown keys are ignored. */
export function parseRemotesConfig(value: unknown): RemotesConfig {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('remotes.json must be an object of remote name to manifest URL');
  }
  const config: RemotesConfig = {};
  for (const remote of KNOWN_REMOTES) {
    const url = (value as Record<string, unknown>)[remote];
    if (url === undefined) continue;
    if (typeof url !== 'string' || !URL.canParse(url, window.location.href)) {
      throw new Error(`remotes.json has no valid URL for ${remote}`);
    }
    config[remote] = new URL(url, window.location.href).toString();
  }
  return config;
}

export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  // Never cached by the browser: a deploy or rollback changes it without touching the shell.
  const response = await fetchWithTimeout('/remotes.json', { cache: 'no-store' });
  return parseRemotesConfig(await response.json());
}
