import { createHash } from 'node:crypto';
import { access, mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { CPP_FLAGS } from '../languages/cpp.js';
import { SANDBOX_OUT_DIR } from '../languages/toolchain-types.js';
import { toolPath } from '../languages/toolchain-lookup.js';
import { runInSandbox } from '../sandbox/run-in-sandbox.js';
import type { SandboxRuntime } from '../sandbox/sandbox-runtime.js';
import { COMPILE_LIMITS } from './sandbox-limits.js';
import { prepareOwnedDirectory } from './build-directory.js';

const HEADER_NAME = 'bits/stdc++.h';
/** Inside the directory readyPrecompiledHeaderDir returns. */
export const PRECOMPILED_HEADER_FILE = `${HEADER_NAME}.gch`;

/** Debian keeps it at /usr/include/<target triplet>/c++/<version>/bits/stdc++.h. */
async function findHeader(): Promise<string | undefined> {
  const list = (directory: string) => readdir(directory).catch(() => [] as string[]);
  for (const triplet of await list('/usr/include')) {
    for (const version of await list(`/usr/include/${triplet}/c++`)) {
      const header = `/usr/include/${triplet}/c++/${version}/${HEADER_NAME}`;
      if (
        await access(header).then(
          () => true,
          () => false,
        )
      )
        return header;
    }
  }
  return undefined;
}

/** Keyed by header path and flags: a precompiled header built with other flags would be silently ignored by g++. */
function cacheDirectory(runtime: SandboxRuntime, header: string): string {
  const key = createHash('sha256')
    .update(`${header} ${CPP_FLAGS.join(' ')}`)
    .digest('hex')
    .slice(0, 16);
  return path.join(runtime.stateDirectory, `pch-${key}`);
}

/** The directory to put first on g++'s include path, when the precompiled header exists. */
export async function readyPrecompiledHeaderDir(runtime: SandboxRuntime): Promise<string | undefined> {
  const header = await findHeader();
  if (!header) return undefined;
  const directory = cacheDirectory(runtime, header);
  return access(path.join(directory, PRECOMPILED_HEADER_FILE)).then(
    () => directory,
    () => undefined,
  );
}

/** Builds bits/stdc++.h.gch once per machine (in the sandbox, like every compilation); ~6 s of CPU. */
export async function buildPrecompiledHeader(runtime: SandboxRuntime): Promise<void> {
  if (await readyPrecompiledHeaderDir(runtime)) return;
  const header = await findHeader();
  if (!header) return;
  await runtime.pool.withSlot(async (slot) => {
    const workDirectory = await mkdtemp(path.join(runtime.stateDirectory, 'pch-build-'));
    try {
      const outDirectory = path.join(workDirectory, 'out');
      // mkdtemp makes it 0700 for the worker; the slot's uid must be able to reach the output inside.
      await prepareOwnedDirectory(workDirectory, { ...slot.identity, switchHostUser: false }, 0o755);
      await prepareOwnedDirectory(outDirectory, slot.identity);
      await prepareOwnedDirectory(path.join(outDirectory, 'bits'), slot.identity);
      const result = await runInSandbox(
        {
          ...COMPILE_LIMITS,
          command: [
            toolPath('g++'),
            ...CPP_FLAGS,
            '-x',
            'c++-header',
            header,
            '-o',
            `${SANDBOX_OUT_DIR}/${PRECOMPILED_HEADER_FILE}`,
          ],
          stdin: '',
          binds: [{ hostPath: outDirectory, sandboxPath: SANDBOX_OUT_DIR, writable: true }],
          // A one-off build of the standard headers, not learner code: the compile budget does not apply.
          cpuTimeMs: 120_000,
          wallTimeMs: 120_000,
        },
        slot.identity,
        runtime.cgroups,
      );
      if (result.exitCode !== 0)
        throw new Error(`building the precompiled header failed: ${result.stderr.slice(0, 500)}`);
      await mkdir(path.dirname(cacheDirectory(runtime, header)), { recursive: true });
      // Readers only ever see a complete file: the finished directory appears in one rename.
      await rename(outDirectory, cacheDirectory(runtime, header)).catch(
        async (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
        },
      );
    } finally {
      await rm(workDirectory, { recursive: true, force: true });
    }
  });
}
