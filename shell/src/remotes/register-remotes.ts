import { registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName, type RemoteName } from './remote-names';
import { fetchRemotesConfig, type RemotesConfig } from './remotes-config';

const registeredEntries = new Map<RemoteName, string>();
let registration: Promise<RemotesConfig> | null = null;

function register(config: RemotesConfig): void {
  for (const [remote, { entry }] of Object.entries(config.remotes) as [RemoteName, { entry: string }][]) {
    const previous = registeredEntries.get(remote);
    if (previous === entry) continue;
    // A changed entry (deploy or rollback since the page loaded) replaces the old registration.
    registerRemotes([{ name: federationName(remote), entry }], { force: previous !== undefined });
    registeredEntries.set(remote, entry);
  }
}

/**
 * Fetches remotes.json once and registers every remote in it; a failure is retried on next call.
 * The page's first call (index.tsx) starts the request while the shell's own code downloads; the
 * router is built from the same answer, so routing costs no extra request.
 */
export function ensureRemotesRegistered(): Promise<RemotesConfig> {
  registration ??= fetchRemotesConfig().then(
    (config) => {
      register(config);
      return config;
    },
    (error: unknown) => {
      registration = null;
      throw error;
    },
  );
  return registration;
}

/** Makes the next `ensureRemotesRegistered` read remotes.json again (used by Retry). */
export function forgetRemotesRegistration(): void {
  registration = null;
}

/** The entry (mf-manifest.json URL) a remote was registered with on this page, if any. */
export function registeredEntry(remote: RemoteName): string | undefined {
  return registeredEntries.get(remote);
}
