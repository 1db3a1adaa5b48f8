// Names, folders and ports of the four apps and the API, for every script. Ports follow
// docs/TEAM-CONTRACTS.md and can be overridden by environment variables.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const SHELL = 'shell';
export const REMOTES = ['feed-app', 'practice-app', 'admin-app'];
export const APPS = [SHELL, ...REMOTES];

const DEFAULT_PORTS = { shell: 3000, 'feed-app': 3001, 'practice-app': 3002, 'admin-app': 3003, api: 4000 };

export function portEnvName(name) {
  return `${name.toUpperCase().replace(/-/g, '_')}_PORT`;
}

/** The port of an app or the API: `<NAME>_PORT` from `env` if set, else the default. */
export function portOf(name, env = process.env) {
  const fromEnv = Number(env[portEnvName(name)]);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_PORTS[name];
}

export function appDir(name) {
  return path.join(ROOT, name);
}

export function assertRemote(name) {
  if (!REMOTES.includes(name)) {
    throw new Error(`Unknown remote "${name ?? ''}". Choose one of: ${REMOTES.join(', ')}.`);
  }
  return name;
}
