// The shared singletons must exist once in the page, at the version the shell loads. A remote
// whose build requires another version (react-router ^8 against the shell's 7.x) would only
// log "does not satisfy the requirement" in the browser and then break: refuse it at deploy
// time instead. Versions are compared with Module Federation's own `satisfy`, the rule the
// runtime applies in the browser.
import { satisfy } from '@module-federation/enhanced/runtime';

export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  '@tanstack/react-query',
  'zustand',
  'shared-ui',
  'shared-api',
  'shared-auth',
];

/** A shared name's package: `react-dom/client` is react-dom, `shared-ui/dialog` is shared-ui. */
function packageOf(sharedName) {
  return sharedName
    .split('/')
    .slice(0, sharedName.startsWith('@') ? 2 : 1)
    .join('/');
}

function sharedList(manifest, whose) {
  if (!Array.isArray(manifest?.shared))
    throw new Error(`The ${whose} build has no mf-manifest.json shared list.`);
  return manifest.shared;
}

/**
 * Throws, naming the package, when `remoteManifest` requires a shared singleton at a version the
 * shell (`shellManifest`) does not provide. `deploying` says which side the message blames.
 */
export function assertSingletonsSatisfied(
  remote,
  remoteManifest,
  shellManifest,
  { deploying = 'remote' } = {},
) {
  const provided = new Map(
    sharedList(shellManifest, 'shell').map((entry) => [packageOf(entry.name), entry.version]),
  );
  const problems = [];
  for (const entry of sharedList(remoteManifest, remote)) {
    const name = packageOf(entry.name);
    if (!SHARED_SINGLETONS.includes(name) || !entry.requiredVersion) continue;
    const shellVersion = provided.get(name);
    if (!shellVersion)
      problems.push(`${remote} needs ${name} ${entry.requiredVersion}, which the shell does not provide`);
    else if (!satisfy(shellVersion, entry.requiredVersion))
      problems.push(
        `${remote} needs ${name} ${entry.requiredVersion}, but the shell provides ${name} ${shellVersion}`,
      );
  }
  if (problems.length === 0) return;
  const unique = [...new Set(problems)];
  const advice =
    deploying === 'shell'
      ? 'Deploy remotes that accept this shell first; the served shell is unchanged.'
      : `Build ${remote} against the versions the deployed shell provides, or deploy a shell that provides them first; remotes.json is unchanged.`;
  throw new Error(`${unique.join('; ')}. ${advice}`);
}
