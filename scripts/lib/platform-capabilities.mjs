// What the shell's page gives the remotes beyond the shared packages' versions, and what a remote's
// build relies on (written by rsbuild.base.ts as platform.json beside mf-manifest.json):
//   - "router:<name>": each name shared-router exports. The shared chunk holds only those names, so a
//     remote built against a longer list would not find a new name in the shell's copy;
//   - "query:<name>": the same for shared-query, the part of TanStack Query the platform shares;
//   - "bundler-runtime": production remotes take Module Federation's bundler runtime from the shell
//     (mf-provided-bundler-runtime.ts); a shell from before that leaves them on their fallback.
// A build from before platform.json needs nothing and provides nothing.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const PLATFORM_FILE = 'platform.json';

/** The platform.json of a build folder, or undefined when the build predates it. */
export async function readPlatform(buildDir) {
  try {
    return JSON.parse(await readFile(path.join(buildDir, PLATFORM_FILE), 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw new Error(`${path.join(buildDir, PLATFORM_FILE)} is not readable JSON: ${error.message}`);
  }
}

/**
 * Throws, naming what is missing, when `remote`'s build needs something the shell does not provide.
 * `deploying` says which side the message blames, as for the shared versions.
 */
export function assertPlatformProvided(remote, remotePlatform, shellPlatform, { deploying = 'remote' } = {}) {
  const provided = new Set(shellPlatform?.provides ?? []);
  const missing = (remotePlatform?.needs ?? []).filter((capability) => !provided.has(capability));
  if (missing.length === 0) return;
  const advice =
    deploying === 'shell'
      ? `Keep them in the shell (shared-router and shared-query never drop a name a live remote uses), or deploy remotes built without them first; the served shell is unchanged.`
      : `Deploy a shell built from the same or a newer tree first; remotes.json is unchanged.`;
  throw new Error(
    `${remote} was built for a shell that provides ${missing.join(', ')}, which the ${deploying === 'shell' ? 'new' : 'deployed'} shell does not. ${advice}`,
  );
}
