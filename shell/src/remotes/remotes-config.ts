import { REMOTES_DOCUMENT_ID } from '../../server/protocol';
import { fetchWithTimeout } from '../runtime-plugin/fetch-with-timeout';
import { KNOWN_REMOTES, type RemoteName } from './remote-names';

export type RouteAccess = 'anyone' | 'signed-in' | 'administrator' | 'statistics';
const ROUTE_ACCESS: readonly RouteAccess[] = ['anyone', 'signed-in', 'administrator', 'statistics'];

/** One path a remote owns, as its deploy wrote it into remotes.json (docs/TEAM-CONTRACTS.md). */
export interface RouteEntry {
  /** A react-router pattern, exactly as the owning remote keys it in its `screens` map. */
  path: string;
  remote: RemoteName;
  access: RouteAccess;
}

export interface RemoteDeployment {
  /** URL of the release's mf-manifest.json. */
  entry: string;
}

/** The deploy-time document the shell's server hands out as /remotes.json. */
export interface RemotesConfig {
  /** The API's `/v1` base: run-time configuration, so one build serves every environment. */
  apiBaseUrl: string;
  remotes: Partial<Record<RemoteName, RemoteDeployment>>;
  /** Every path the deployed remotes own, in declaration order. */
  routes: RouteEntry[];
  /** Third-party ids (shared-api's `configurePublicSettings` checks them). */
  publicSettings?: unknown;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseRoutes(remote: RemoteName, value: unknown): RouteEntry[] {
  if (!Array.isArray(value)) throw new Error(`remotes.json lists no routes for ${remote}`);
  return value.map((route: unknown) => {
    if (!isObject(route) || typeof route.path !== 'string' || !route.path.startsWith('/')) {
      throw new Error(`remotes.json has a route of ${remote} without a path`);
    }
    // An access level this shell does not know yet is treated as the strictest it knows.
    const access = ROUTE_ACCESS.includes(route.access as RouteAccess)
      ? (route.access as RouteAccess)
      : 'administrator';
    return { path: route.path, remote, access };
  });
}

/**
 * Reads remotes.json: `{ apiBaseUrl, remotes: { <name>: { entry, routes: [{ path, access }] } } }`.
 * Remotes this shell does not know are ignored; a path claimed twice goes to the first claimant
 * (the deploy step refuses such a document, so this only guards against a hand edit).
 */
export function parseRemotesConfig(value: unknown): RemotesConfig {
  if (!isObject(value) || !isObject(value.remotes)) {
    throw new Error('remotes.json must hold an object of remotes');
  }
  if (typeof value.apiBaseUrl !== 'string' || !URL.canParse(value.apiBaseUrl)) {
    throw new Error('remotes.json has no valid apiBaseUrl');
  }
  const config: RemotesConfig = {
    apiBaseUrl: value.apiBaseUrl,
    remotes: {},
    routes: [],
    publicSettings: value.publicSettings,
  };
  const claimed = new Set<string>();
  for (const remote of KNOWN_REMOTES) {
    const deployment = value.remotes[remote];
    if (deployment === undefined) continue;
    if (
      !isObject(deployment) ||
      typeof deployment.entry !== 'string' ||
      !URL.canParse(deployment.entry, window.location.href)
    ) {
      throw new Error(`remotes.json has no valid entry URL for ${remote}`);
    }
    config.remotes[remote] = { entry: new URL(deployment.entry, window.location.href).toString() };
    for (const route of parseRoutes(remote, deployment.routes)) {
      if (claimed.has(route.path)) continue;
      claimed.add(route.path);
      config.routes.push(route);
    }
  }
  return config;
}

let pageCopyUsed = false;

/**
 * The page's copy of remotes.json (shell/server/pages/page-stitcher.ts puts it in), once: a later
 * read (Retry) asks the server again.
 */
function remotesDocumentInPage(): unknown {
  if (pageCopyUsed) return undefined;
  pageCopyUsed = true;
  const text = document.getElementById(REMOTES_DOCUMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const inPage = remotesDocumentInPage();
  if (inPage !== undefined) {
    try {
      return parseRemotesConfig(inPage);
    } catch {
      // Fall through to the server's current answer.
    }
  }
  // Never cached by the browser: a deploy or rollback changes it without touching the shell.
  const response = await fetchWithTimeout('/remotes.json', { cache: 'no-store' });
  return parseRemotesConfig(await response.json());
}
