import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { missingSandboxTool } from '../evaluator/sandbox/sandbox-runtime';
import { loadSeccompFilter, seccompFilterPath } from '../evaluator/sandbox/seccomp-filter';

/** The one prerequisite step (`scripts/prerequisites.mjs`): installs the tools and builds the filter. */
export const PREREQUISITES_COMMAND = 'npm run prerequisites';
// Same depth from src/lib and dist/lib: both reach the repository's scripts/ folder.
const FILTER_BUILDER = fileURLToPath(
  new URL('../../../scripts/prerequisites/build-seccomp-filter.py', import.meta.url),
);
// Debian's interpreter: python3-seccomp is installed for it, not for a pyenv or venv python.
const DEBIAN_PYTHON = '/usr/bin/python3';

export class SandboxPrerequisiteError extends Error {}

/**
 * A production process that would evaluate code without its sandbox would answer every submission with
 * "unavailable" while its probes say ok: it refuses to start instead, naming the command that fixes it.
 * A missing seccomp filter is built here when libseccomp's Python binding is installed (it is a build
 * product of the checkout, like dist/); installing system packages stays an explicit step.
 */
export async function ensureProductionSandbox(log: { info(message: string): void }): Promise<void> {
  const missingTool = await missingSandboxTool();
  if (missingTool) {
    throw new SandboxPrerequisiteError(
      `Cannot start in production: ${missingTool}. Run \`${PREREQUISITES_COMMAND}\` as root (or the apt-get command it prints), then start again.`,
    );
  }
  const firstLoad = await loadSeccompFilter().then(
    () => undefined,
    (error: Error) => error,
  );
  if (!firstLoad) return;
  if (existsSync(DEBIAN_PYTHON) && existsSync(FILTER_BUILDER)) {
    const built = spawnSync(DEBIAN_PYTHON, [FILTER_BUILDER, seccompFilterPath()], { encoding: 'utf8' });
    if (built.status === 0) {
      const afterBuild = await loadSeccompFilter().then(
        () => undefined,
        (error: Error) => error,
      );
      if (!afterBuild) {
        log.info(`built the sandbox's seccomp filter at ${seccompFilterPath()}`);
        return;
      }
    }
  }
  throw new SandboxPrerequisiteError(
    `Cannot start in production: ${firstLoad.message}. Run \`${PREREQUISITES_COMMAND}\` (it installs python3-seccomp and builds the filter), then start again.`,
  );
}
