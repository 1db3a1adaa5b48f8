import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ensureRemotesRegistered } from './register-remotes';
import { federationName, type RemoteName } from './remote-names';

export type ScreensMap = Record<string, ComponentType>;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(`${remote} is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

interface Attempt {
  promise: Promise<ScreensMap>;
  failed: boolean;
}

const attempts = new Map<RemoteName, Attempt>();

function isScreensMap(value: unknown): value is ScreensMap {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function load(remote: RemoteName): Promise<ScreensMap> {
  const config = await ensureRemotesRegistered();
  if (!config.remotes[remote]) throw new RemoteUnavailableError(remote, 'it is not listed in remotes.json');
  const exposed = await loadRemote<{ screens?: unknown }>(`${federationName(remote)}/screens`);
  if (!exposed || !isScreensMap(exposed.screens)) {
    throw new RemoteUnavailableError(remote, 'it does not expose a screens map');
  }
  return exposed.screens;
}

/**
 * The remote's `./screens` map, fetched the first time one of its routes is visited. The same
 * promise is returned until it is forgotten, also after a failure: React re-renders a suspended
 * component with it to reach the error, and a fresh promise each time would load forever.
 */
export function loadRemoteScreens(remote: RemoteName): Promise<ScreensMap> {
  const current = attempts.get(remote);
  if (current) return current.promise;
  const attempt: Attempt = { promise: load(remote), failed: false };
  attempt.promise.catch(() => {
    attempt.failed = true;
  });
  attempts.set(remote, attempt);
  return attempt.promise;
}

/** Drops a failed load so the next visit tries again; a load that worked or is under way stays. */
export function forgetFailedRemoteScreens(remote: RemoteName): void {
  if (attempts.get(remote)?.failed) attempts.delete(remote);
}
